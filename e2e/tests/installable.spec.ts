import { expect, test } from '../fixtures'

type Manifest = { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] }

/** A PNG's width and height, from its header (IHDR: bytes 16–23). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`

/** Issue 48: the app can be added to a phone's home screen, with its own icons. */
test('the page links a manifest whose icons exist at the sizes it names, maskable included', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = (await (await request.get(href ?? '')).json()) as Manifest
  expect(manifest).toMatchObject({ name: 'Wheelbase', start_url: '/', display: 'standalone' })
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']))
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src)
    expect({ src: icon.src, status: response.status(), type: response.headers()['content-type'] }).toEqual({
      src: icon.src,
      status: 200,
      type: 'image/png',
    })
    expect({ src: icon.src, size: pngSize(await response.body()) }).toEqual({ src: icon.src, size: icon.sizes })
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(pngSize(await (await request.get(touch ?? '')).body())).toBe('180x180')
})
