import sharp from 'sharp'

/** A multipart/form-data body with one file in the field "image", as the web app sends it. */
export function multipart(filename: string, type: string, data: Buffer) {
  const boundary = '----wheelbase-test'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#faad43' } })
    .png({ compressionLevel: 9 })
    .toBuffer()

// Noise compresses badly, so the PNG's data is long enough to damage or cut.
const noisyPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer()

/** A PNG whose header is valid and whose pixel data is garbage. */
export async function corruptPng(): Promise<Buffer> {
  const png = await noisyPng()
  const idat = png.indexOf('IDAT')
  const broken = Buffer.from(png)
  for (let i = idat + 8; i < broken.length - 20; i += 3) broken[i] = (broken[i] ?? 0) ^ 0x5a
  return broken
}

/** A PNG cut off halfway through its data. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await noisyPng()
  return png.subarray(0, Math.floor(png.length / 2))
}
