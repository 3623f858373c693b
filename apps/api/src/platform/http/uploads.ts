import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from './errors'

/** Every upload is an image (an avatar, a car, a logo, a location): a phone photo fits. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/**
 * The one file of a multipart upload, read whole (uploads are small images). Whatever a client
 * sends — no multipart, a missing boundary, a body cut short, a file over the limit — ends as a
 * translated 4xx, never a 500.
 */
export async function readUploadedFile(req: FastifyRequest, maxBytes = IMAGE_MAX_BYTES): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(415, 'multipart_required', 'api.unsupportedMediaType')
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } })
    if (!file) throw badRequest('image_required', 'validation.imageRequired')
    const data = await file.toBuffer()
    // An empty file part is no image at all: the same answer as a missing one.
    if (data.length === 0) throw badRequest('image_required', 'validation.imageRequired')
    return data
  } catch (error) {
    if (error instanceof AppError) throw error
    const status = (error as { statusCode?: unknown }).statusCode
    if (status === 413) throw new AppError(413, 'payload_too_large', 'validation.imageType')
    // busboy's own errors ("Boundary not found", "Unexpected end of form") carry no status.
    throw badRequest('bad_multipart', 'api.badRequest')
  }
}
