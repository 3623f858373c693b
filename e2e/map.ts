import type { Locator } from '@playwright/test'

/**
 * Opens a place's pin on a map. Where the place shares a numbered marker with others too close
 * to tell apart (a phone's small map), the visitor first presses that marker to zoom in.
 * (Pointer clicks on the marker are exercised by map.spec.ts on the desktop.)
 */
export async function openPin(map: Locator, name: string): Promise<void> {
  await map.locator('.leaflet-marker-icon').first().waitFor()
  const pin = map.getByRole('button', { name, exact: true })
  const cluster = map.locator(`.wb-cluster[title*=${JSON.stringify(name)}]`)
  for (let zooms = 0; zooms < 3 && (await cluster.count()) > 0; zooms++) {
    // From the keyboard, as a screen-reader user would: the marker is a button named for its places.
    await cluster.first().focus()
    await map.page().keyboard.press('Enter')
    await pin.or(cluster).first().waitFor()
  }
  await pin.click()
}
