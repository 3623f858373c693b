import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { text, type Language } from '../i18n'
import { linkFromOutbox, mailFromOutbox } from '../outbox'
import { acceptAndSolve, box, checkoutLink, fillGuest, payByCard } from '../checkoutSteps'
import { HOME_URL } from '../pages'

const c = (language: Language, key: string) => text(language, key.startsWith('session.') ? 'bookings' : 'checkout', key)
const a = (language: Language, key: string) => text(language, 'account', key)
const DEMO_DRIVER = { email: 'driver@wheelbase.example', password: 'Demo2026!' }

/** The total the breakdown shows (the amount next to "Total for N days"). */
const totalShown = (page: Page) => page.getByRole('region', { name: c('en', 'price.title') }).locator('dd[aria-live]')

async function signIn(page: Page, language: Language) {
  await box(page, a(language, 'fields.email')).fill(DEMO_DRIVER.email)
  await box(page, a(language, 'fields.password')).fill(DEMO_DRIVER.password)
  await page.getByRole('button', { name: a(language, 'signIn.submit') }).click()
}

test.describe('checkout', () => {
  test('a guest books to pay later: the account is made, the activation mail sent, the status page shows the booking', async ({
    page,
    request,
    app,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    const { url, car } = await checkoutLink(request, { payLater: true })
    await page.goto(`${url}&lang=en`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('en', 'title'))
    await expect(page.getByRole('region', { name: c('en', 'price.title') })).toContainText(c('en', 'price.totalFor_other').replace('{{count}}', '3'))
    await checkA11y()

    // A priced option changes the total, at once and as the server computes it.
    const priced = Object.entries(car.extras).find(([, cents]) => cents > 0)?.[0]
    const before = await totalShown(page).textContent()
    if (priced) {
      await page.getByRole('checkbox', { name: text('en', 'search', `extras.${priced}`) }).check()
      await expect(totalShown(page)).not.toHaveText(before ?? '')
      await expect(page).toHaveURL(new RegExp(`options=${priced}`))
    }
    const total = await totalShown(page).textContent()
    // In town, no flight to ask for.
    await expect(box(page, c('en', 'flight.label'))).toHaveCount(0)

    const email = `guest.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`
    await page.getByRole('button', { name: c('en', 'submit.later') }).click()
    await expect(page.getByText(text('en', 'messages', 'validation.acceptTerms'))).toBeVisible()
    await fillGuest(page, 'en', email)
    await acceptAndSolve(page, 'en')
    await page.getByRole('button', { name: c('en', 'submit.later') }).click()

    await expect(page).toHaveURL(/\/checkout-session\/[\w-]{40,}$/)
    await expect(page.getByRole('status')).toContainText(c('en', 'session.payLater'))
    await expect(page.getByText(/WB-[0-9A-F]{8}/)).toBeVisible()
    await expect(page.getByRole('main')).toContainText(total ?? '')
    await checkA11y()
    // The status page survives a reload (it is reached from the mail's link too).
    await page.reload()
    await expect(page.getByRole('status')).toContainText(c('en', 'session.payLater'))
    // The guest chooses a password from the activation mail.
    expect(await linkFromOutbox(app.dataDir, email, '/activate')).toContain('/activate?')
    await mailFromOutbox(app.dataDir, email, /WB-[0-9A-F]{8}/)
  })

  test('a signed-in driver pays online in Hebrew: the success page, the mail and its calendar, the price shown', async ({
    page,
    request,
    app,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    const { url } = await checkoutLink(request, { payLater: false })
    await page.goto('/sign-in?lang=he')
    await signIn(page, 'he')
    await expect(page).toHaveURL(HOME_URL)
    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // Signed in: the driver's details come from the profile.
    await expect(box(page, a('he', 'fields.fullName'))).toHaveValue('Maria Papadopoulou')
    await expect(page.getByRole('radio', { name: new RegExp(c('he', 'payment.later')) })).toBeDisabled()
    await payByCard(page, 'he', '4242 4242 4242 4242')
    await expect(page.getByText(c('he', 'payment.testMode'))).toBeVisible()
    await checkA11y()
    const total =
      (await page
        .getByRole('region', { name: c('he', 'price.title') })
        .locator('dd[aria-live]')
        .textContent()) ?? ''
    await page.getByRole('button', { name: new RegExp(c('he', 'submit.online').replace('{{price}}', '.+')) }).click()

    await expect(page).toHaveURL(/\/checkout-session\//)
    await expect(page.getByRole('status')).toContainText(c('he', 'session.paid'))
    await expect(page.getByRole('main')).toContainText(total)
    const reference = (await page.getByText(/WB-[0-9A-F]{8}/).textContent()) ?? ''
    await checkA11y()
    const mail = await mailFromOutbox(app.dataDir, DEMO_DRIVER.email, new RegExp(reference))
    const ics = mail.attachments.find((x) => x.mimeType === 'text/calendar')
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(mail.text).toContain(total)
  })

  test('at an airport the driver gives the flight number, checked as typed; the booking shows it as boards do', async ({
    page,
    request,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    const { url } = await checkoutLink(request, { payLater: true, place: 'Athens International Airport' })
    await page.goto('/sign-in?lang=fr')
    await signIn(page, 'fr')
    await expect(page).toHaveURL(HOME_URL)
    await page.goto(url)
    const flight = box(page, c('fr', 'flight.label'))
    await expect(box(page, a('fr', 'fields.fullName'))).toHaveValue('Maria Papadopoulou')
    await flight.fill('mardi prochain')
    await page.getByRole('button', { name: c('fr', 'submit.later') }).click()
    await expect(page.getByText(text('fr', 'messages', 'validation.invalidFlightNumber'))).toBeVisible()
    await expect(flight).toBeFocused()
    await checkA11y()
    await flight.fill('a3 602')
    await page.getByRole('button', { name: c('fr', 'submit.later') }).click()
    await expect(page).toHaveURL(/\/checkout-session\//)
    await expect(page.getByRole('status')).toContainText(c('fr', 'session.payLater'))
    const reference = (await page.getByText(/WB-[0-9A-F]{8}/).textContent())?.match(/WB-[0-9A-F]{8}/)?.[0] ?? 'none'

    await page.goto('/bookings?lang=fr')
    await page.getByRole('link', { name: new RegExp(reference) }).click()
    await expect(page.getByRole('main')).toContainText(text('fr', 'bookings', 'flight'))
    await expect(page.getByRole('main')).toContainText('A3602')
  })

  test('a declined card says "Payment failed.", and the driver pays from the same checkout with another card', async ({
    page,
    request,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    const { url } = await checkoutLink(request, { payLater: false })
    const email = `declined.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`
    await page.goto(`${url}&lang=en`)
    await fillGuest(page, 'en', email)
    await payByCard(page, 'en', '4000 0000 0000 0002')
    await acceptAndSolve(page, 'en')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('alert')).toContainText('Payment failed.')
    await checkA11y()

    await page.getByRole('link', { name: c('en', 'session.tryAgain') }).click()
    await expect(page).toHaveURL(/\/checkout\?car=/)
    await fillGuest(page, 'en', email)
    await payByCard(page, 'en', '4242 4242 4242 4242')
    await acceptAndSolve(page, 'en')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('status')).toContainText(c('en', 'session.paid'))
  })

  test('an address already registered gets the sign-in link, which comes back to the same checkout', async ({ page, request }) => {
    test.setTimeout(90_000)
    const { url, car } = await checkoutLink(request, { payLater: true })
    const priced = Object.entries(car.extras).find(([, cents]) => cents > 0)?.[0]
    await page.goto(`${url}${priced ? `&options=${priced}` : ''}&lang=en`)
    const driver = page.getByRole('region', { name: c('en', 'driver.title') })
    await box(driver, a('en', 'fields.email')).fill(DEMO_DRIVER.email)
    await box(driver, a('en', 'fields.phone')).focus()
    await expect(driver.getByText('This email address is already registered.')).toBeVisible()
    await driver.getByRole('link', { name: c('en', 'driver.signInToBook') }).click()

    await expect(page).toHaveURL(/\/sign-in\?from=/)
    await signIn(page, 'en')
    await expect(page).toHaveURL(/\/checkout\?car=/)
    expect(new URL(page.url()).searchParams.get('car')).toBe(car._id)
    if (priced) await expect(page.getByRole('checkbox', { name: text('en', 'search', `extras.${priced}`) })).toBeChecked()
    await expect(box(page, a('en', 'fields.fullName'))).toHaveValue('Maria Papadopoulou')
  })

  test('keyboard only: a pay-later checkout from the first field to the status page @desktop', async ({ page, request }) => {
    test.setTimeout(90_000)
    const { url, car } = await checkoutLink(request, { payLater: true })
    await page.goto(`${url}&lang=en`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    /** Tabs (never clicks) until the element has the focus. */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 80; i++) {
        if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return
        await page.keyboard.press('Tab')
      }
      throw new Error('not reachable with Tab')
    }
    const priced = Object.entries(car.extras).find(([, cents]) => cents > 0)?.[0]
    if (priced) {
      const option = page.getByRole('checkbox', { name: text('en', 'search', `extras.${priced}`) })
      await tabTo(option)
      await page.keyboard.press('Space')
      await expect(option).toBeChecked()
    }
    const email = `keys.${Date.now()}@example.com`
    for (const [label, value] of [
      ['fields.fullName', 'Eleni Papadaki'],
      ['fields.email', email],
      ['fields.phone', '+30 690 123 4567'],
    ] as const) {
      await tabTo(box(page, a('en', label)))
      await page.keyboard.type(value)
    }
    const birth = page.getByRole('group', { name: a('en', 'fields.birthDate') })
    for (const [part, value] of [
      ['date.month', '5'],
      ['date.day', '20'],
      ['date.year', '1990'],
    ] as const) {
      await tabTo(box(birth, a('en', part)))
      await page.keyboard.type(value)
    }
    await tabTo(page.getByRole('checkbox', { name: new RegExp(a('en', 'signUp.termsLink')) }))
    await page.keyboard.press('Space')
    await tabTo(page.getByRole('checkbox', { name: a('en', 'captcha.label') }))
    await page.keyboard.press('Space')
    await expect(page.getByText(a('en', 'captcha.verified'))).toBeVisible()
    await tabTo(page.getByRole('button', { name: c('en', 'submit.later') }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText(c('en', 'session.payLater'))
  })

  test('on a phone the total stays on screen, without sideways scrolling @phone', async ({ page, request, checkA11y }) => {
    const { url } = await checkoutLink(request, { payLater: true })
    await page.goto(`${url}&lang=he`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('he', 'title'))
    const bar = page.getByRole('link', { name: c('he', 'submit.toPayment') })
    await expect(bar).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await checkA11y()
  })
})
