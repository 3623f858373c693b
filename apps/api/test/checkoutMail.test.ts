import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@wheelbase/core/card'
import { makeUser } from '../src/db/factories'
import { bookings, locations, notifications, users } from '../src/db/schema'
import { createTestGateway } from '../src/platform/adapters/payments'
import { solvedCaptcha } from './helpers/accounts'
import { linkIn } from './helpers/smtp'
import { day, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { postCheckout, signedIn } from './helpers/callers'
import { keyFactsTranslator } from '../src/mail/keyFactsText'
import { FLAVORS } from './helpers/testDatabase'
import { checkoutBody } from './helpers/checkoutBody'

/**
 * What a booking tells people: the driver's confirmation (reference, places, times, the flight,
 * options, the price line by line, the deposit, and a calendar file), the supplier's and admins' in-app
 * notifications and emails; and a guest's second try after a declined card.
 */
describe.each(FLAVORS)('checkout mail and notifications on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const gateway = createTestGateway()
  const from = day(30, 10)
  const to = day(33, 18)
  let driver: { headers: Record<string, string>; userId: string }
  const adminOn = makeUser({ type: 'admin', email: 'admin.on@checkout.test', language: 'el' })
  const adminOff = makeUser({ type: 'admin', email: 'admin.off@checkout.test', enableEmailNotifications: false })

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000' }, { payments: gateway })
    f = await searchFixture(t.db.database.db)
    const db = t.db.database.db
    await db.update(users).set({ payLater: true, phone: '+30 210 555 0101' }).where(eq(users._id, f.alpha._id))
    await db.update(locations).set({ address: 'Attiki Odos, Spata 190 04' }).where(eq(locations._id, f.athens._id))
    await db.insert(users).values([adminOn, adminOff])
    const user = makeUser({ email: 'chloe@checkout.test', fullName: 'Chloé Martin', language: 'fr' })
    await db.insert(users).values(user)
    driver = { userId: user._id, ...(await signedIn(db, user._id)) }
  })
  afterAll(async () => t.close())

  const chloe = { fullName: 'Chloé Martin', email: 'chloe@checkout.test', phone: '+33 6 12 34 56 78', birthDate: '1988-03-02' }
  const body = (car: string, overrides: Record<string, unknown> = {}) =>
    checkoutBody({ car, pickup: f.athens._id, from, to, driver: chloe }, overrides)
  const post = (payload: unknown, headers: Record<string, string> = {}) => postCheckout(t.app, payload, headers)

  it("mails the driver a confirmation in the driver's language with a calendar file, and notifies the supplier and the admins", async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { dailyPrice: 4_000, theftProtection: 500, deposit: 30_000 })
    const confirmation = t.smtp.next('chloe@checkout.test')
    const supplierMail = t.smtp.next(f.alpha.email)
    const adminMail = t.smtp.next(adminOn.email)
    const res = await post(body(car._id, { options: { theftProtection: true }, flightNumber: 'a3 602' }), driver.headers)
    expect(res.statusCode).toBe(200)
    const { bookingId, sessionId } = res.json()

    const mail = await confirmation
    expect(mail.language).toBe('fr')
    expect(mail.subject).toMatch(/^Votre réservation WB-[0-9A-F]{8}/)
    expect(mail.text).toContain(`/checkout-session/${sessionId}`)
    expect(mail.text).toContain('Aéroport d’Athènes')
    expect(mail.text).toContain('Protection contre le vol')
    expect(mail.text).toContain('300 €') // the deposit, written the French way
    expect(mail.text).toContain('Vol : A3602. Le comptoir vous attend si le vol arrive en retard.')
    // The key facts the booking keeps, as the driver read them before paying.
    const kf = keyFactsTranslator('fr')
    expect(mail.text).toContain(kf('title'))
    expect(mail.text).toContain(`${kf('deposit.label')}: ${kf('deposit.creditCard', { price: '300 €' })}`)
    const [ics] = mail.attachments
    expect(ics?.mimeType).toBe('text/calendar')
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15)
    expect(ics?.content).toContain(`DTSTART:${stamp(from)}Z`)
    expect(ics?.content).toContain(`DTSTART:${stamp(to)}Z`)
    // Each end at its place, by name, street address and coordinates, with the desk's phone.
    const unfolded = ics?.content.replace(/\r\n[ \t]/g, '') ?? ''
    expect(unfolded).toContain('LOCATION:Aéroport d’Athènes\\, Attiki Odos\\, Spata 190 04')
    expect(unfolded).toContain(`GEO:${f.athens.latitude};${f.athens.longitude}`)
    expect(unfolded).toContain('Comptoir : Alpha Rent\\, +30 210 555 0101')

    // The desk reads this one first: who comes, and with which flight.
    const toDesk = (await supplierMail).text
    expect(toDesk).toContain('Chloé Martin')
    expect(toDesk).toContain('Flight: A3602: the driver lands with it.')
    expect((await adminMail).language).toBe('el')
    const rows = await t.db.database.db.select().from(notifications).where(eq(notifications.bookingId, bookingId))
    expect(rows.map((r) => r.userId).sort()).toEqual([f.alpha._id, adminOn._id, adminOff._id].sort())
    expect(rows.every((r) => r.messageKey === 'notifications.newBooking' && !r.isRead)).toBe(true)
    expect(t.smtp.mails.some((m) => m.to.includes(adminOff.email))).toBe(false)
  })

  it('tells nobody of a declined payment, and lets the guest it made pay again from the declined attempt', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { dailyPrice: 2_500 })
    const email = `guest.${Date.now()}@checkout.test`
    const guest = { ...body(car._id).driver, email }
    const card = (number: string) => ({ method: 'card', card: { number, expiry: '12/40', cvc: '123' } })
    const guestBody = async (overrides: Record<string, unknown>) =>
      body(car._id, { driver: guest, acceptTerms: true, captcha: await solvedCaptcha(t.app), ...overrides })

    const declined = await post(await guestBody({ payment: card(TEST_CARDS.declined) }))
    expect(declined.json().status).toBe('void')
    const none = await t.db.database.db.select().from(notifications).where(eq(notifications.bookingId, declined.json().bookingId))
    expect(none).toEqual([])

    // Without the declined attempt's id, the address is an account's: the choose-a-password hint.
    const refused = await post(await guestBody({ payment: card('4242424242424242') }))
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'email_registered_no_password'])
    // Someone else's session id does not open the account.
    const stranger = await post(await guestBody({ payment: card('4242424242424242'), retryOf: 'x'.repeat(43) }))
    expect(stranger.statusCode).toBe(409)

    // The link to choose a password, asked from the page's hint, is the activation link (it sets one).
    const link = t.smtp.next(email)
    const asked = await t.app.inject({ method: 'POST', url: `/api/resend/frontend/${encodeURIComponent(email)}/true` })
    expect(asked.statusCode).toBe(200)
    expect(linkIn(await link).url.pathname).toBe('/en/activate')

    const again = await post(await guestBody({ payment: card('4242424242424242'), retryOf: declined.json().sessionId }))
    expect(again.json()).toMatchObject({ status: 'paid' })
    const accounts = await t.db.database.db.select().from(users).where(eq(users.email, email))
    expect(accounts).toHaveLength(1)
    const [paid] = await t.db.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings._id, again.json().bookingId), eq(bookings.driverId, accounts[0]?._id ?? '')))
    expect(paid?.status).toBe('paid')
  })

  it("shows the status page's times on the pick-up place's clock, with the options and lines stored", async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { cancellation: 700 })
    const res = await post(body(car._id, { options: { cancellation: true } }), driver.headers)
    const session = (await t.app.inject({ url: `/api/checkout-session/${res.json().sessionId}`, headers: { 'accept-language': 'el' } })).json()
    expect(session.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+02:00$/) // Athens in winter
    expect(new Date(session.from).getTime()).toBe(from.getTime())
    expect(session.pickup.name).toBe('Αεροδρόμιο Αθήνας')
    expect(session.options).toEqual(['cancellation'])
    expect(session.lines.map((l: { kind: string }) => l.kind)).toEqual(['rental', 'cancellation'])
    expect(session.deposit).toBe(car.deposit)
  })

  it('refuses a phone number that is not in international form, storing nothing', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    const res = await post(body(car._id, { driver: { ...body(car._id).driver, phone: '6901234567' } }), driver.headers)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ 'driver.phone': 'Invalid phone number' })
    expect(await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))).toEqual([])
  })
})
