import sharp from 'sharp'
import { DomainError } from '../../domain/errors'

/**
 * The most pixels an uploaded image may have: a 48-megapixel phone photo passes, a small file
 * that claims 16000×16000 (sharp's default limit is 268 MP) is refused before it is decoded.
 * Avatars (256×256) and car pictures (600×400 at 2×) never need more.
 */
export const MAX_INPUT_PIXELS = 50_000_000
// Every upload is a new picture, read once: libvips' operation cache would only hold memory (and
// its shared state between concurrent pipelines has been the site of crashes in the past).
sharp.cache(false)

/**
 * The decoders libvips may run: those of the formats we take, and no other. Uploads are untrusted,
 * and every other loader (SVG, PDF, TIFF, the VIPS format…) is attack surface we never need: two
 * malformed SVGs read at once corrupted the heap and aborted the whole process (libvips 8.17 and
 * 8.18, sharp 0.34 and 0.35; record 0121), and the TIFF and VIPS decoders had advisories of their
 * own (GHSA-f88m-g3jw-g9cj). A blocked format reads as "not an image" (415).
 */
export const LOADERS = ['VipsForeignLoadJpeg', 'VipsForeignLoadPng', 'VipsForeignLoadWebp', 'VipsForeignLoadNsgif', 'VipsForeignLoadHeif']
sharp.block({ operation: ['VipsForeignLoad'] })
sharp.unblock({ operation: LOADERS })

/** What sharp's metadata names the formats LOADERS read (AVIF is a HEIF). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

const unreadable = () => new DomainError('unsupported', 'unsupported_image', 'validation.imageUnreadable')

/**
 * An uploaded picture as a WebP of the given box. The type is read from the content (never the
 * file name or the browser's claim); an image whose header lies or whose data is corrupt or cut
 * short is a 415, one over MAX_INPUT_PIXELS a 413.
 */
export async function toWebp(data: Buffer, box: { width: number; height: number; fit: 'cover' | 'contain' }): Promise<Buffer> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null)
  // Not an image at all: say which files we take. An image whose data then fails: say it is unreadable.
  if (!meta?.format || !FORMATS.has(meta.format)) throw new DomainError('unsupported', 'unsupported_image', 'validation.imageType')
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new DomainError('tooLarge', 'image_too_large', 'validation.imageTooLarge', { megapixels: MAX_INPUT_PIXELS / 1_000_000 })
  try {
    return await sharp(data, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw unreadable()
  }
}
