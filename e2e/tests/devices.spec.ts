import { expect, test } from '../fixtures'
import { DEMO, signIn } from '../booking'
import { texts, type Language } from '../i18n'

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/**
 * Signed-in devices (issue 46): a driver who lost a phone sees it in settings, with its browser and
 * system, and signs it out from the laptop; the phone's page knows at once (its live stream ends)
 * and shows the driver signed out.
 */
for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a driver signs a lost phone out from settings (${language})`, async ({ page, browser, app, checkA11y }) => {
    const a = texts(language, 'account')
    const common = texts(language, 'common')
    await signIn(page, DEMO.driver, language)
    await page.goto(`/settings?lang=${language}`)
    const devices = page.getByRole('region', { name: a('devices.title') })
    await expect(devices.getByText(a('devices.thisDevice'))).toBeVisible()
    // Earlier tests' sessions of this account: out, so that the list is this test's own.
    const others = devices.getByRole('button', { name: a('devices.endOthers') })
    if (await others.isVisible()) {
      await others.click()
      await expect(page.getByText(a('devices.endedOthers'))).toBeVisible()
    }
    await expect(devices.getByRole('listitem')).toHaveCount(1)

    // The "lost" phone signs in elsewhere.
    const phoneContext = await browser.newContext({ baseURL: app.url, userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } })
    try {
      const phone = await phoneContext.newPage()
      await signIn(phone, DEMO.driver, language)
      await expect(phone.getByRole('banner').getByRole('link', { name: common('menu.signIn') })).toHaveCount(0)

      await page.reload()
      const phoneName = a('devices.browserOn').replace('{{browser}}', 'Safari').replace('{{os}}', 'iOS')
      const row = devices.getByRole('listitem').filter({ hasText: 'Safari' })
      await expect(row).toContainText(a('devices.kind.mobile'))
      await expect(row).toContainText(a('devices.localNetwork'))
      await expect(devices.getByRole('listitem')).toHaveCount(2)
      await checkA11y()

      await row.getByRole('button', { name: a('devices.endNamed').replace('{{device}}', phoneName) }).click()
      await expect(page.getByText(a('devices.ended').replace('{{device}}', phoneName))).toBeVisible()
      await expect(devices.getByRole('listitem')).toHaveCount(1)
      // The phone is told within moments, without a reload, and shows the driver signed out.
      await expect(
        phone
          .getByRole('banner')
          .getByRole('link', { name: common('menu.signIn') })
          .first(),
      ).toBeVisible({ timeout: 2_000 })
      await checkA11y()
    } finally {
      await phoneContext.close()
    }
  })
}
