import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../../appContext'
import { badRequest } from './errors'
import { enforceLimit } from './rateLimiter'
import type { SessionActor } from './sessions'
import { DomainError } from '../../domain/errors'

/** Every upload is an image (an avatar, a car, a logo, a location): a phone photo fits. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
/**
 * A body this much over the limit is refused at once, and its connection closed, rather than read:
 * a client sending that much is not a driver with a big photo.
 */
const DRAIN_MAX_BYTES = 4 * IMAGE_MAX_BYTES
/** How long the rest of a refused body is read before the answer goes anyway (and the connection closes). */
const DRAIN_MAX_MS = 10_000

const tooLarge = () => new DomainError('tooLarge', 'payload_too_large', 'validation.imageType')

/**
 * Reads and drops what is left of a refused request, so that its answer reaches a client that is
 * still sending (closing a socket with unread bytes resets it, and the client sees no answer).
 * Past the time bound the answer goes with the connection's close.
 */
function drainRest(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = req.raw
  if (raw.complete) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      reply.header('connection', 'close')
      done()
    }, DRAIN_MAX_MS)
    raw.once('end', done)
    raw.once('close', done)
    raw.resume()
  })
}

/**
 * The one file of an upload by `actor`, read whole (uploads are small images), after the account's
 * limit (RATE_LIMIT_UPLOAD a minute, over every upload endpoint together). The size is counted on
 * the stream, byte by byte: over the limit is 413 however fast or slow the bytes come and whether
 * the length was declared, and the answer waits for the rest of the body, which is read and dropped
 * (busboy cuts the file one byte past the limit and skips the rest). Whatever else a client sends —
 * no multipart, a missing boundary, a body cut short — ends as a translated 4xx.
 */
export async function readUpload(
  ctx: AppContext,
  actor: SessionActor,
  req: FastifyRequest,
  reply: FastifyReply,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<Buffer> {
  await enforceLimit(ctx.limiter, 'upload', actor.userId, ctx.config.rateLimits.upload)
  if (!req.isMultipart()) throw new DomainError('unsupported', 'multipart_required', 'api.unsupportedMediaType')
  if (Number(req.headers['content-length']) > DRAIN_MAX_BYTES) {
    reply.header('connection', 'close')
    throw tooLarge()
  }
  let data: Buffer | 'tooLarge'
  try {
    const file = await req.file({ limits: { fileSize: maxBytes + 1, files: 1 }, throwFileSizeLimit: false })
    if (!file) throw badRequest('image_required', 'validation.imageRequired')
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
    }
    data = size > maxBytes || file.file.truncated ? 'tooLarge' : Buffer.concat(chunks, size)
  } catch (error) {
    if (error instanceof DomainError) throw error
    const status = (error as { statusCode?: unknown }).statusCode
    if (status !== 413) {
      // busboy's own errors ("Boundary not found", "Unexpected end of form") carry no status.
      throw badRequest('bad_multipart', 'api.badRequest')
    }
    data = 'tooLarge'
  }
  if (data === 'tooLarge') {
    await drainRest(req, reply)
    throw tooLarge()
  }
  // An empty file part is no image at all: the same answer as a missing one.
  if (data.length === 0) throw badRequest('image_required', 'validation.imageRequired')
  return data
}
