import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { DomainError } from '../../domain/errors'
import { toWebp } from './images'

const BOX = { width: 60, height: 40, fit: 'contain' as const }
const picture = () => sharp({ create: { width: 90, height: 60, channels: 3, background: '#faad43' } })
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.messageKey : error),
  )

/**
 * Uploads are decoded only by the loaders of the formats we take (images.ts LOADERS): every other
 * libvips loader is blocked, so a file of another kind is refused as "not an image" before any
 * decoder of it runs.
 */
describe('the image adapter', () => {
  it('turns each format we take into a WebP of the box', async () => {
    for (const encode of [(s: Sharp) => s.jpeg(), (s: Sharp) => s.png(), (s: Sharp) => s.webp(), (s: Sharp) => s.gif(), (s: Sharp) => s.avif()]) {
      const webp = await toWebp(await encode(picture()).toBuffer(), BOX)
      expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 60, height: 40 })
    }
  })

  it('refuses TIFF and SVG as not an image, without decoding them', async () => {
    const files = [
      await picture().tiff().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.from('<svg onload=alert(1)></svg>'),
    ]
    for (const file of files) expect(await refusalOf(toWebp(file, BOX))).toBe('validation.imageType')
  })

  // Two malformed SVGs read at once corrupted libvips' heap and aborted the process (record 0121):
  // were the SVG loader reachable again, this test's worker would die.
  it('survives many malformed SVGs read at once', async () => {
    const svg = Buffer.from('<svg onload=alert(1)></svg>')
    const refusals = await Promise.all(Array.from({ length: 400 }, () => refusalOf(toWebp(svg, BOX))))
    expect(new Set(refusals)).toEqual(new Set(['validation.imageType']))
  })
})
