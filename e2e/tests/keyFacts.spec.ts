import { deadlineWords } from '@wheelbase/core/cancellation'
import { formatPrice } from '@wheelbase/core/money'
import { expect, test } from '../fixtures'
import { apiAs, athens, DEMO, placeIds, signIn } from '../booking'
import { acceptAndSolve, box, fillGuest, payByCard } from '../checkoutSteps'
import { texts, type Language } from '../i18n'
import { linkFromOutbox } from '../outbox'
import { makeCar } from '../ownCar'

const PLACE = 'Corfu Airport'

for (const language of ['fr', 'he'] as const satisfies readonly Language[]) {
  test(`an admin states a supplier's terms; a guest reads them as key facts, books and checks in from the mailed link (${language})`, async ({
    page,
    browser,
    request,
    app,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(90_000)
    const c = texts(language, 'console')
    const k = texts(language, 'keyFacts')
    const s = texts(language, 'search')
    const b = texts(language, 'bookings')
    const ch = texts(language, 'checkout')
    const a = texts(language, 'account')
    // A supplier of its own, with one car that includes cancellation: the demo suppliers serve the other tests.
    const tag = `${language}-${testInfo.project.name}-${Date.now().toString(36)}`.replace(/[^a-z0-9-]/gi, '')
    const admin = await apiAs(request, DEMO.admin)
    const email = `terms-${tag}@fleet.example`
    expect((await admin.post('/api/console/suppliers', { fullName: `Terms ${tag}`, email, language: 'en' })).status()).toBe(200)
    const supplierId = (await (await request.get(`/api/console/users?type=supplier&q=${encodeURIComponent(email)}`)).json()).items[0]._id as string
    const pickup = (await placeIds(request))[PLACE] ?? ''
    const carName = `Terms car ${tag}`
    const carId = await makeCar(request, admin, carName, pickup, { supplier: supplierId, dailyPrice: 4_000, deposit: 25_000, fuelType: 'diesel' })

    // The admin states the terms in the console: card or cash, free cancellation until 24 hours before, ferries allowed.
    const console = await browser.newContext({ baseURL: app.url })
    const staff = await console.newPage()
    await signIn(staff, DEMO.admin, language)
    await staff.goto(`/console/suppliers/${supplierId}?lang=${language}`)
    const form = staff.getByRole('form', { name: c('terms.title') })
    await form.getByRole('combobox', { name: c('terms.fields.depositMethod') }).selectOption('cardOrCash')
    await form.getByRole('textbox', { name: c('terms.fields.freeCancelHours') }).fill('24')
    await form.getByRole('combobox', { name: c('terms.fields.ferry') }).selectOption('allowed')
    // A fifth of the price may be paid online, the rest at the desk.
    await form.getByRole('textbox', { name: c('terms.fields.depositPercent') }).fill('20')
    await form.getByRole('textbox', { name: c('terms.conditionsIn', { language: 'Ελληνικά' }) }).fill('Αλυσίδες χιονιού κατόπιν αιτήματος.')
    await checkA11y(staff)
    await form.getByRole('button', { name: c('terms.save') }).click()
    await expect(staff.getByText(c('terms.saved'))).toBeVisible()
    await console.close()

    // A guest finds the car and opens its key facts: the deadline in words, on Corfu's clock.
    const driver = page
    const year = new Date().getFullYear() + 1
    const from = athens(`${year}-03-12T10:00`)
    const query = new URLSearchParams({ pickup, from, to: athens(`${year}-03-15T10:00`), suppliers: supplierId, lang: language })
    await driver.goto(`/search?${query.toString()}`)
    const card = driver.getByRole('article', { name: carName })
    await card.getByRole('button', { name: s('card.keyFacts') }).click()
    const facts = card.getByRole('region', { name: k('title') })
    await expect(facts.getByText(k('deposit.cardOrCash', { price: formatPrice(25_000, 'EUR', language) }))).toBeVisible()
    const deadline = deadlineWords(new Date(new Date(from).getTime() - 24 * 3_600_000), 'Europe/Athens', language)
    await expect(facts).toContainText(deadline)
    await expect(facts).toContainText(k('travel.ferry', { rule: k('travel.allowed') }))
    // No text in this language: the supplier's Greek, marked as not translated.
    await expect(facts.getByText('Αλυσίδες χιονιού κατόπιν αιτήματος.')).toBeVisible()
    await expect(facts.getByText(k('conditions.untranslated', { language: 'Ελληνικά' }))).toBeVisible()
    await checkA11y(driver)

    // The checkout shows them above the payment choice, loaded as the driver nears it.
    await card.getByRole('link', { name: s('card.bookNamed', { name: carName }) }).click()
    await driver.getByRole('group', { name: texts(language, 'checkout')('payment.title') }).scrollIntoViewIfNeeded()
    await expect(driver.getByRole('region', { name: k('title') })).toContainText(deadline)
    await checkA11y(driver)

    // The guest pays a fifth now by card, the rest at the desk, opens the booking from the mailed link and checks in there.
    const guestEmail = `guest-${tag}@drivers.example`
    await fillGuest(driver, language, guestEmail)
    const params = new URLSearchParams({ pickup, from, to: athens(`${year}-03-15T10:00`) })
    const total: number = (await (await request.get(`/api/cars/${carId}?${params.toString()}`)).json()).quote.totalPrice
    const share = Math.round(total / 5)
    const [now, desk] = [formatPrice(share, 'EUR', language), formatPrice(total - share, 'EUR', language)]
    const choice = driver.getByRole('radio', { name: new RegExp(ch('payment.deposit', { percent: '20' })) })
    await expect(choice).toHaveAccessibleName(new RegExp(ch('payment.depositHint', { now, desk }).slice(0, 20).replace(/[.()]/g, '.')))
    await payByCard(driver, language, '4242 4242 4242 4242', ch('payment.deposit', { percent: '20' }))
    await acceptAndSolve(driver, language)
    await driver.getByRole('button', { name: ch('submit.online', { price: now }) }).click()
    await expect(driver).toHaveURL(/\/checkout-session\//)
    await expect(driver.getByText(b('session.deposit'))).toBeVisible()
    await expect(driver.getByRole('main')).toContainText(desk)
    const ref = /WB-[0-9A-F]{8}/.exec((await driver.getByRole('main').textContent()) ?? '')?.[0] ?? ''
    await driver.goto(`/booking/manage?lang=${language}`)
    const ask = driver.getByRole('region', { name: b('manage.title') })
    await ask.getByRole('textbox', { name: b('manage.reference') }).fill(ref)
    await ask.getByRole('textbox', { name: b('manage.email') }).fill(guestEmail)
    await ask.getByRole('button', { name: b('manage.submit') }).click()
    await expect(ask.getByRole('status')).toContainText(guestEmail)
    await driver.goto(await linkFromOutbox(app.dataDir, guestEmail, '/booking/manage'))
    await expect(driver.getByText(ref)).toBeVisible()
    // The booking keeps the key facts read before paying: the deadline in words; and what is paid and due.
    await expect(driver.getByRole('region', { name: k('title') })).toContainText(deadline)
    await expect(driver.getByRole('main')).toContainText(b('dueAtDesk'))
    await expect(driver.getByRole('main')).toContainText(desk)

    const checkIn = driver.getByRole('region', { name: b('checkIn.title') })
    await checkIn.getByRole('button', { name: b('checkIn.start') }).click()
    await checkIn.getByRole('textbox', { name: b('checkIn.licenceNumber') }).fill('D1234-567')
    await checkIn.getByRole('combobox', { name: b('checkIn.country') }).selectOption('US')
    // Held three months: the supplier asks for a year, and says from when.
    const issued = checkIn.getByRole('group', { name: b('checkIn.issued') })
    const recent = new Date(Date.now() - 90 * 86_400_000)
    await box(issued, a('date.day')).fill(String(recent.getUTCDate()))
    await box(issued, a('date.month')).fill(String(recent.getUTCMonth() + 1))
    await box(issued, a('date.year')).fill(String(recent.getUTCFullYear()))
    await checkIn.getByRole('button', { name: b('checkIn.submit') }).click()
    const tooNew = texts(language, 'bookingMessages')('checkIn.licenceTooNew', { years: '1', date: '' }).split('{{')[0] ?? ''
    await expect(checkIn.getByText(tooNew.slice(0, 30), { exact: false })).toBeVisible()
    await box(issued, a('date.year')).fill(String(recent.getUTCFullYear() - 3))
    // A licence from outside the EU: the permit is asked for.
    await checkIn.getByRole('button', { name: b('checkIn.submit') }).click()
    await expect(checkIn.getByRole('checkbox', { name: b('checkIn.permit') })).toHaveAttribute('aria-invalid', 'true')
    await checkA11y(driver)
    await checkIn.getByRole('checkbox', { name: b('checkIn.permit') }).check()
    await checkIn.getByRole('button', { name: b('checkIn.submit') }).click()
    await expect(driver.getByText(b('checkIn.done'))).toBeVisible()
    await expect(checkIn.getByText(b('checkIn.doneAt', { at: '' }).trim().slice(0, 12), { exact: false })).toBeVisible()
    await checkA11y(driver)
  })
}
