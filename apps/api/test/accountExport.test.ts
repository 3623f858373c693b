import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { makeUser } from '../src/db/factories'
import { bookingCheckIns, bookingStatusHistory, dataExports, notifications, reviews, users } from '../src/db/schema'
import { signedIn, signedInAs, type Caller } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const PHONE = '+30 690 333 4444'
/** The driver, and another with the same name and phone: nothing of hers may appear in his export. */
const NIKOS = { fullName: 'Nikos Export', email: 'nikos@export.test', phone: PHONE, birthDate: '1985-02-14' }
const TWIN = { fullName: 'Nikos Export', email: 'nikos.twin@export.test', phone: PHONE, birthDate: '1985-02-14' }

/** The links of the "your data is ready" mail: the summary, then the JSON file. */
function linksIn(text: string): { summary: string; json: string } {
  const found = [...text.matchAll(/https?:\/\/\S+\/api\/data-exports\/\S+/g)].map((m) => new URL(m[0]))
  const at = (end: string) => found.find((url) => url.pathname.endsWith(end))
  const summary = at('/summary.html')
  const json = at('/export.json')
  if (!summary || !json) throw new Error(`no export links in: ${text}`)
  return { summary: summary.pathname + summary.search, json: json.pathname + json.search }
}

/**
 * Downloading one's data (issue 46, record 0137): the export is prepared as durable work, mailed
 * and announced, follows its published schema, holds every record of the account and none of
 * anyone else's, and is reached only by its owner or through the mailed link until it expires.
 */
describe.each(FLAVORS)('data export on %s', (flavor) => {
  let t: MailTestApp
  const nikos = makeUser({ _id: fixedId(4800), ...NIKOS, verified: true, language: 'el' })
  const twin = makeUser({ _id: fixedId(4801), ...TWIN, verified: true })
  const admin = makeUser({ _id: fixedId(4802), type: 'admin', email: 'admin@export.test', verified: true })
  const booked = [fixedId(4810), fixedId(4811)] as const
  const ofTwin = fixedId(4812)
  let as: Record<'nikos' | 'twin' | 'admin', Caller>
  let ready: { _id: string }

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { RATE_LIMIT_DATA_EXPORT: '1000' })
    const db = t.db.database.db
    const f = await searchFixture(db)
    await db.insert(users).values([nikos, twin, admin])
    as = await signedInAs(db, { nikos: nikos._id, twin: twin._id, admin: admin._id })
    await signedIn(db, nikos._id) // a second device
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    const driver = (who: typeof NIKOS) => ({ fullName: who.fullName, email: who.email, phone: who.phone, birthDate: who.birthDate })
    await f.book(car, day(-30), day(-27), { _id: booked[0], driverId: nikos._id, driverDetails: driver(NIKOS), flightNumber: 'A3602' })
    await f.book(car, day(20), day(23), { _id: booked[1], driverId: nikos._id, driverDetails: driver(NIKOS), status: 'pending', payLater: true })
    await f.book(car, day(-10), day(-8), { _id: ofTwin, driverId: twin._id, driverDetails: driver(TWIN) })
    await db.insert(bookingCheckIns).values({ bookingId: fixedId(4810), licenceNumber: 'GR-123456', country: 'GR', issued: '2005-06-01' })
    await db.insert(bookingStatusHistory).values({ _id: crypto.randomUUID(), bookingId: fixedId(4810), fromStatus: 'pending', toStatus: 'paid' })
    const review = (id: string, driverId: string, bookingId: string, comment: string) => ({
      _id: id,
      bookingId,
      supplierId: f.alpha._id,
      driverId,
      score: 8,
      carCondition: 8,
      cleanliness: 8,
      pickupReturn: 8,
      value: 8,
      language: 'en',
      comment,
    })
    await db
      .insert(reviews)
      .values([review(fixedId(4820), nikos._id, booked[0], 'Clean and quick.'), review(fixedId(4821), twin._id, ofTwin, 'Twin-only words.')])
    await db.insert(notifications).values([
      {
        _id: fixedId(4830),
        userId: nikos._id,
        bookingId: booked[0],
        messageKey: 'notifications.bookingPaid',
        params: { reference: 'WB-1', car: 'Fiat Panda' },
      },
      {
        _id: fixedId(4831),
        userId: twin._id,
        bookingId: ofTwin,
        messageKey: 'notifications.bookingPaid',
        params: { reference: 'WB-2', car: 'Fiat Panda' },
      },
    ])
  })
  afterAll(async () => t.close())

  const call = (method: 'GET' | 'POST', url: string, caller: Caller | null = null) => t.app.inject({ method, url, headers: caller?.headers ?? {} })

  it('answers a signed-out caller 401 and another account 404, and lets only admins produce one for someone', async () => {
    expect((await call('POST', '/api/account/exports')).statusCode).toBe(401)
    expect((await call('GET', '/api/account/exports')).statusCode).toBe(401)
    expect((await call('GET', `/api/account/exports/${crypto.randomUUID()}/export.json`)).statusCode).toBe(401)
    expect((await call('POST', `/api/console/users/${twin._id}/export`)).statusCode).toBe(401)
    expect((await call('POST', `/api/console/users/${twin._id}/export`, as.nikos)).statusCode).toBe(403)
    expect((await call('POST', `/api/console/users/${crypto.randomUUID()}/export`, as.admin)).statusCode).toBe(404)
    expect((await call('GET', `/api/data-exports/${crypto.randomUUID()}/export.json?t=${'x'.repeat(43)}`)).statusCode).toBe(404)
  })

  it('prepares one export as durable work, mails the links in the account language and tells the account', async () => {
    const mail = t.smtp.next(NIKOS.email)
    const first = await call('POST', '/api/account/exports', as.nikos)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ status: 'preparing', expiresAt: null })
    const received = await mail
    expect(received.subject).toBe('Τα δεδομένα σας στο Wheelbase είναι έτοιμα')
    ready = { _id: first.json()._id as string }
    const listed = await call('GET', '/api/account/exports', as.nikos)
    expect(listed.json().items).toEqual([expect.objectContaining({ _id: ready._id, status: 'ready', expiresAt: expect.any(String) })])
    const [notice] = await t.db.database.db.select().from(notifications).where(eq(notifications.messageKey, 'notifications.exportReady'))
    expect(notice?.userId).toBe(nikos._id)
    // The mailed links work without a session; a wrong token does not.
    const links = linksIn(received.text)
    const byLink = await call('GET', links.json)
    expect([byLink.statusCode, byLink.headers['content-disposition']]).toEqual([200, 'attachment; filename="wheelbase-data.json"'])
    expect(byLink.json().account.email).toBe(NIKOS.email)
    const summary = await call('GET', links.summary)
    expect([summary.statusCode, summary.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8'])
    expect(summary.body).toContain('lang="el"')
    expect(summary.body).toContain('Fiat Panda')
    expect((await call('GET', links.json.replace(/t=[^&]+/, `t=${'A'.repeat(43)}`))).statusCode).toBe(404)
  })

  it('follows its published schema, holds every record of the account and nothing of the namesake', async () => {
    const schema = await call('GET', '/api/account/export-schema.json')
    expect(schema.statusCode).toBe(200)
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    addFormats(ajv)
    const validate = ajv.compile(schema.json())
    const res = await call('GET', `/api/account/exports/${ready._id}/export.json`, as.nikos)
    expect(res.statusCode).toBe(200)
    const data = res.json()
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true)
    expect(data.account).toMatchObject({ _id: nikos._id, email: NIKOS.email, phone: PHONE, birthDate: NIKOS.birthDate, language: 'el' })
    expect(data.bookings.map((b: { _id: string }) => b._id).sort()).toEqual([...booked].sort())
    const past = data.bookings.find((b: { _id: string }) => b._id === booked[0])
    expect(past).toMatchObject({
      car: 'Fiat Panda',
      supplier: 'Alpha Rent',
      flightNumber: 'A3602',
      driver: { email: NIKOS.email },
      checkIn: { licenceNumber: 'GR-123456', country: 'GR' },
      statusHistory: [{ from: 'pending', to: 'paid' }],
    })
    expect(data.reviews.map((r: { _id: string }) => r._id)).toEqual([fixedId(4820)])
    // Its own notice of this export came after the export was read.
    expect(data.notifications.map((n: { _id: string }) => n._id)).toEqual([fixedId(4830)])
    expect(data.sessions).toHaveLength(2)
    const text = JSON.stringify(data)
    for (const theirs of [TWIN.email, twin._id, ofTwin, fixedId(4821), fixedId(4831), 'Twin-only words.']) expect(text).not.toContain(theirs)
  })

  it('is 404 to another account, and to everyone once expired', async () => {
    expect((await call('GET', `/api/account/exports/${ready._id}/export.json`, as.twin)).statusCode).toBe(404)
    expect((await call('GET', `/api/account/exports/${ready._id}/summary.html`, as.twin)).statusCode).toBe(404)
    await t.db.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports._id, ready._id))
    expect((await call('GET', `/api/account/exports/${ready._id}/export.json`, as.nikos)).statusCode).toBe(404)
    expect((await call('GET', '/api/account/exports', as.nikos)).json().items).toEqual([])
  })

  it("lets an admin produce the namesake's export on request: the links go to her own address", async () => {
    const mail = t.smtp.next(TWIN.email)
    const res = await call('POST', `/api/console/users/${twin._id}/export`, as.admin)
    expect([res.statusCode, res.json().status]).toEqual([200, 'preparing'])
    const received = await mail
    expect(received.text).toContain('Our support team prepared it at your request.')
    const data = (await call('GET', linksIn(received.text).json)).json()
    expect(data.account.email).toBe(TWIN.email)
    expect(JSON.stringify(data)).not.toContain(NIKOS.email)
  })
})
