// The installed app's icons (issue 48), drawn from the favicon's SVG into the build: 192 and 512
// pixels for the manifest, a maskable 512 whose mark sits inside the safe circle (the launcher
// crops to its own shape), and Apple's 180-pixel touch icon. Listed in the manifest the server
// serves (apps/api features/seo/manifest.ts), which names these very files and sizes.
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const web = path.resolve(import.meta.dirname, '..')
const out = path.join(web, 'dist', 'icons')
const svg = await readFile(path.join(web, 'public', 'favicon.svg'))
const PRIMARY = '#242424'

await mkdir(out, { recursive: true })
for (const size of [192, 512])
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`))
// Maskable: the whole square in the primary colour, the mark at 60 % (the safe zone is the centre circle of 80 %).
const mark = await sharp(svg, { density: (72 * 308) / 32 })
  .resize(308, 308)
  .png()
  .toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: PRIMARY } })
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile(path.join(out, 'maskable-512.png'))
await sharp({ create: { width: 180, height: 180, channels: 4, background: PRIMARY } })
  .composite([
    {
      input: await sharp(svg, { density: (72 * 150) / 32 })
        .resize(150, 150)
        .png()
        .toBuffer(),
      gravity: 'center',
    },
  ])
  .png()
  .toFile(path.join(out, 'apple-touch-icon.png'))
console.log('app icons written')
