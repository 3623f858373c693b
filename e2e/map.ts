import type { Locator } from '@playwright/test'

/**
 * Opens a place's pin on a map. Where the place shares a numbered marker with others too close
 * to tell apart (a phone's small map), the visitor first presses that marker to zoom in, from the
 * keyboard as a screen-reader user would (pointer clicks on markers are map.spec.ts's). The map
 * may redraw its markers meanwhile (it settles its first view), so each step looks again.
 */
export async function openPin(map: Locator, name: string): Promise<void> {
  const pin = map.getByRole('button', { name, exact: true })
  const cluster = map.locator(`.wb-cluster[title*=${JSON.stringify(name)}]`)
  for (let step = 0; step < 10; step++) {
    await pin.or(cluster).first().waitFor()
    if (await pin.isVisible()) return pin.click()
    try {
      await cluster.first().focus({ timeout: 2000 })
      await map.page().keyboard.press('Enter')
    } catch {
      // Redrawn between the look and the press: look again.
    }
    await map.page().waitForTimeout(300)
  }
  throw new Error(`no pin "${name}" after zooming in`)
}
