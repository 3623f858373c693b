import { readFile } from 'node:fs/promises'
import { expect, test } from '../fixtures'
import { signIn } from '../booking'
import { texts, type Language } from '../i18n'
import { mailFromOutbox } from '../outbox'
import { newDriver } from '../newDriver'

/** The subject of the "your data is ready" mail (apps/api/src/mail/locales). */
const SUBJECT = { en: /^Your Wheelbase data is ready$/, he: /^הנתונים שלכם ב־Wheelbase מוכנים$/ }

/**
 * Downloading one's data (issue 46, record 0137): settings prepare the export, say when it is
 * ready without a reload, and give the JSON file and the summary; the mail carries the same.
 */
for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a driver downloads the account's data from settings (${language})`, async ({ page, request, app, checkA11y }) => {
    const a = texts(language, 'account')
    const driver = await newDriver(request, app.dataDir, language)
    await signIn(page, driver.email, language, driver.password)
    await page.goto(`/settings?lang=${language}`)
    const section = page.getByRole('region', { name: a('dataExport.title') })
    await section.getByRole('button', { name: a('dataExport.prepare') }).click()
    const file = section.getByRole('link', { name: a('dataExport.json') })
    await expect(file).toBeVisible({ timeout: 15_000 })
    await checkA11y()

    const download = page.waitForEvent('download')
    await file.click()
    const data = JSON.parse(await readFile(await (await download).path(), 'utf8'))
    expect(data).toMatchObject({ format: 'wheelbase-account-export', account: { email: driver.email, language } })

    const summary = page.waitForEvent('popup')
    await section.getByRole('link', { name: a('dataExport.summary') }).click()
    const tab = await summary
    await expect(tab.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr')
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    await checkA11y(tab)

    const mail = await mailFromOutbox(app.dataDir, driver.email, SUBJECT[language])
    expect(mail.text).toMatch(/\/api\/data-exports\/[0-9a-f-]+\/export\.json\?t=/)
  })
}
