import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { locations, sessions, users } from '../src/db/schema'
import { signedIn, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { linkIn } from './helpers/smtp'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'

type Who = TStaff

/**
 * The admin's console: accounts (suspend, change type, never the last admin), suppliers (invite,
 * profile and logo, a supplier its own only) and locations (five names, a map position, a time
 * zone; never deleted while used).
 */
describe.each(FLAVORS)('the admin console on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@console.test', fullName: 'Ada Admin' })

  beforeAll(async () => {
    t = await buildMailTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, admin))
  })
  afterAll(async () => t.close())

  const call = (who: Who | Caller | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who === null ? {} : typeof who === 'string' ? as[who].headers : who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const db = () => t.db.database.db
  const searchHas = async (carId: string) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: day(50, 10).toISOString(), to: day(52, 10).toISOString() })
    return ((await t.app.inject({ url: `/api/cars/search?${query.toString()}` })).json().items as { _id: string }[]).some((c) => c._id === carId)
  }

  describe('accounts', () => {
    it('lists, searches and filters every account', async () => {
      const all = await call('admin', 'GET', '/api/console/users?size=50')
      expect(all.statusCode).toBe(200)
      expect(all.json().items.map((u: { email: string }) => u.email)).toEqual(
        expect.arrayContaining(['alpha@suppliers.test', 'driver@fixture.test', 'admin@console.test']),
      )
      const suppliers = (await call('admin', 'GET', '/api/console/users?type=supplier')).json()
      expect(suppliers.items.every((u: { type: string }) => u.type === 'supplier')).toBe(true)
      expect((await call('admin', 'GET', '/api/console/users?q=ALPHA')).json().items.map((u: { fullName: string }) => u.fullName)).toEqual([
        'Alpha Rent',
      ])
      expect((await call('admin', 'GET', '/api/console/users?status=suspended')).json().items.map((u: { fullName: string }) => u.fullName)).toEqual([
        'Banned Wheels',
      ])
      expect((await call('admin', 'GET', '/api/console/users?type=bogus')).statusCode).toBe(400)
    })

    it('suspends a supplier: its cars leave search, its signed-in user is signed out on the next call, its bookings stay; and back', async () => {
      const supplier = makeUser({ _id: fixedId(801), type: 'supplier', email: 'gamma@suppliers.test', fullName: 'Gamma Cars' })
      await db().insert(users).values(supplier)
      const car = await f.addCar(supplier._id, [f.athens], { name: 'Gamma Golf' })
      await f.book(car, day(70, 10), day(72, 10), { status: 'reserved' })
      const gamma = await signedIn(db(), supplier._id)
      expect((await call(gamma, 'GET', '/api/console/cars')).statusCode).toBe(200)
      expect(await searchHas(car._id)).toBe(true)

      const res = await call('admin', 'POST', `/api/console/users/${supplier._id}/suspension`, { suspended: true })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ suspended: true, cars: 1 })
      expect((await call(gamma, 'GET', '/api/console/cars')).statusCode).toBe(401)
      expect(await db().select().from(sessions).where(eq(sessions.userId, supplier._id))).toHaveLength(0)
      expect(await searchHas(car._id)).toBe(false)
      expect((await call('admin', 'GET', `/api/bookings?supplier=${supplier._id}`)).json().items).toHaveLength(1)
      const [row] = await db().select().from(users).where(eq(users._id, supplier._id))
      expect(row?.updatedBy).toBe(admin._id)

      expect((await call('admin', 'POST', `/api/console/users/${supplier._id}/suspension`, { suspended: false })).json().suspended).toBe(false)
      expect(await searchHas(car._id)).toBe(true)
    })

    it('never suspends or demotes the last admin, nor suspends itself', async () => {
      const own = await call('admin', 'POST', `/api/console/users/${admin._id}/suspension`, { suspended: true })
      expect(own.statusCode).toBe(409)
      expect(own.json().error.message).toBe('You cannot suspend your own account.')
      const demote = await call('admin', 'POST', `/api/console/users/${admin._id}/type`, { type: 'user' })
      expect(demote.statusCode).toBe(409)
      expect(demote.json().error.code).toBe('last_admin')
      // With a second admin, one may be demoted; then the other is the last again.
      const second = makeUser({ _id: fixedId(802), type: 'admin', email: 'second@console.test' })
      await db().insert(users).values(second)
      expect((await call('admin', 'POST', `/api/console/users/${second._id}/suspension`, { suspended: true })).statusCode).toBe(200)
      const other = await signedIn(db(), second._id)
      expect((await call(other, 'GET', '/api/console/users')).statusCode).toBe(401)
      expect((await call('admin', 'POST', `/api/console/users/${second._id}/suspension`, { suspended: false })).statusCode).toBe(200)
      expect((await call('admin', 'POST', `/api/console/users/${second._id}/type`, { type: 'user' })).json().type).toBe('user')
      expect((await call('admin', 'POST', `/api/console/users/${admin._id}/type`, { type: 'supplier' })).statusCode).toBe(409)
      const [me] = await db().select().from(users).where(eq(users._id, admin._id))
      expect(me).toMatchObject({ type: 'admin', blacklisted: false })
    })

    it('changes a driver into a supplier (signed out to sign in with its new rights); a supplier with cars stays one', async () => {
      const person = makeUser({ _id: fixedId(803), email: 'becomes@supplier.test' })
      await db().insert(users).values(person)
      const session = await signedIn(db(), person._id)
      expect((await call('admin', 'POST', `/api/console/users/${person._id}/type`, { type: 'supplier' })).json().type).toBe('supplier')
      expect((await call(session, 'GET', '/api/bookings')).statusCode).toBe(401)
      await f.addCar(f.beta._id, [f.athens], { name: 'Beta Polo' })
      const keep = await call('admin', 'POST', `/api/console/users/${f.beta._id}/type`, { type: 'user' })
      expect(keep.statusCode).toBe(409)
      expect(keep.json().error.code).toBe('supplier_in_use')
    })
  })

  describe('suppliers', () => {
    it('invites a new supplier, who chooses a password from the mail and signs in', async () => {
      const arrives = t.smtp.next('new@fleet.test')
      const res = await call('admin', 'POST', '/api/console/suppliers', {
        fullName: 'Delta Drive',
        email: 'New@Fleet.test',
        language: 'fr',
        payLater: true,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ type: 'supplier', email: 'new@fleet.test', verified: false })
      const mail = await arrives
      expect(mail.subject).toBe('Vous êtes invité à proposer vos voitures sur Wheelbase')
      expect(mail.text).toContain('Delta Drive')
      const link = linkIn(mail)
      expect(link.url.pathname).toBe('/fr/reset-password')
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/activate', payload: { userId: link.userId, token: link.token, password: 'Delta-2026!' } }))
          .statusCode,
      ).toBe(200)
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        payload: { email: 'new@fleet.test', password: 'Delta-2026!' },
      })
      expect(signIn.statusCode).toBe(200)
      expect(signIn.json().type).toBe('supplier')
      const again = await call('admin', 'POST', '/api/console/suppliers', { fullName: 'Twice', email: 'new@fleet.test', language: 'en' })
      expect(again.statusCode).toBe(409)
      expect((await call('supplierX', 'POST', '/api/console/suppliers', { fullName: 'X', email: 'x@fleet.test', language: 'en' })).statusCode).toBe(
        403,
      )
    })

    it("a supplier edits its own profile and logo; never another supplier's", async () => {
      const body = {
        fullName: 'Alpha Rent Crete',
        contactEmail: 'desk@alpha.test',
        phone: '+30 210 123 4567',
        address: '1 Harbour Street, Chania',
        payLater: true,
      }
      const res = await call('supplierX', 'PUT', `/api/console/suppliers/${f.alpha._id}/profile`, body)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ ...body, email: 'alpha@suppliers.test' })
      const [row] = await db().select().from(users).where(eq(users._id, f.alpha._id))
      expect(row).toMatchObject({ payLater: true, updatedBy: f.alpha._id, location: '1 Harbour Street, Chania' })
      const bad = await call('supplierX', 'PUT', `/api/console/suppliers/${f.alpha._id}/profile`, { ...body, phone: '12', contactEmail: 'nope' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.fields).toMatchObject({ phone: 'Invalid phone number', contactEmail: 'Invalid email address' })

      const upload = multipart('logo.png', 'image/png', await pngOf(400, 400))
      const logo = await t.app.inject({
        method: 'POST',
        url: `/api/console/suppliers/${f.alpha._id}/logo`,
        payload: upload.payload,
        headers: { ...as.supplierX.headers, ...upload.headers },
      })
      expect(logo.statusCode).toBe(200)
      const url = logo.json().logo as string
      const one = await sharp((await t.app.inject({ url })).rawPayload).metadata()
      const two = await sharp((await t.app.inject({ url: url.replace('.webp', '@2x.webp') })).rawPayload).metadata()
      expect([one.width, one.height, two.width, two.height]).toEqual([60, 30, 120, 60])
      const publicList = (await t.app.inject({ url: '/api/suppliers' })).json().items as { fullName: string; avatar: string }[]
      expect(publicList.find((s) => s.fullName === 'Alpha Rent Crete')?.avatar).toBe(url)

      expect((await call('supplierY', 'GET', `/api/console/suppliers/${f.alpha._id}/profile`)).statusCode).toBe(404)
      expect((await call('supplierY', 'PUT', `/api/console/suppliers/${f.alpha._id}/profile`, { ...body, fullName: 'Hijacked' })).statusCode).toBe(
        404,
      )
      const theirs = await t.app.inject({
        method: 'POST',
        url: `/api/console/suppliers/${f.alpha._id}/logo`,
        payload: upload.payload,
        headers: { ...as.supplierY.headers, ...upload.headers },
      })
      expect(theirs.statusCode).toBe(404)
      expect((await call('admin', 'GET', `/api/console/suppliers/${f.alpha._id}/profile`)).json().fullName).toBe('Alpha Rent Crete')
      expect((await call('admin', 'GET', `/api/console/suppliers/${f.driver._id}/profile`)).statusCode).toBe(404)
    })
  })

  describe('locations', () => {
    const body = {
      kind: 'port',
      names: { en: 'Port of Rafina', fr: 'Port de Rafina', el: 'Λιμάνι Ραφήνας', he: 'נמל רפינה', zh: '拉菲纳港' },
      latitude: 38.0219,
      longitude: 24.0114,
      timeZone: 'Europe/Athens',
      image: null,
    }

    it('adds a location with five names that the public lists show at once in each language', async () => {
      const res = await call('admin', 'POST', '/api/console/locations', body)
      expect(res.statusCode).toBe(200)
      const id = res.json()._id as string
      for (const [language, name] of Object.entries(body.names)) {
        const list = (await t.app.inject({ url: '/api/locations?q=rafin', headers: { 'accept-language': language } })).json()
        expect(list.items.map((l: { name: string }) => l.name)).toContain(name)
      }
      const [row] = await db().select().from(locations).where(eq(locations._id, id))
      expect(row).toMatchObject({ latitude: 38.0219, updatedBy: admin._id, nameHe: 'נמל רפינה' })
      const page = (await call('admin', 'GET', '/api/console/locations?q=%CE%A1%CE%B1%CF%86%CE%AE%CE%BD')).json()
      expect(page.items).toHaveLength(1)
      const edited = await call('admin', 'PUT', `/api/console/locations/${id}`, {
        ...body,
        kind: 'city',
        names: { ...body.names, en: 'Rafina' },
        address: '  Port of Rafina, Rafina 190 09  ',
      })
      expect(edited.json()).toMatchObject({ kind: 'city', names: { en: 'Rafina' }, address: 'Port of Rafina, Rafina 190 09' })
      // Its page, at the address made from its first name, shows the street address; a blank one clears it.
      const placePage = (await t.app.inject({ url: '/api/places/port-of-rafina' })).json()
      expect(placePage.place).toMatchObject({ name: 'Rafina', address: 'Port of Rafina, Rafina 190 09' })
      expect((await call('admin', 'PUT', `/api/console/locations/${id}`, { ...body, address: ' ' })).json().address).toBeNull()
      expect((await call('admin', 'DELETE', `/api/console/locations/${id}`)).json()).toEqual({ deleted: true })
      expect(await db().select().from(locations).where(eq(locations._id, id))).toHaveLength(0)
    })

    it('a renamed location shows under its new name in the very next search (searches keep places a few seconds)', async () => {
      const query = new URLSearchParams({ pickup: f.athens._id, from: day(50, 10).toISOString(), to: day(52, 10).toISOString() })
      const pickupName = async () => (await t.app.inject({ url: `/api/cars/search?${query.toString()}` })).json().places.pickup.name as string
      expect(await pickupName()).toBe('Athens Airport')
      const names = { en: 'Athens International', fr: f.athens.nameFr, el: f.athens.nameEl, he: f.athens.nameHe, zh: f.athens.nameZh }
      const place = {
        kind: f.athens.kind,
        names,
        latitude: f.athens.latitude,
        longitude: f.athens.longitude,
        timeZone: f.athens.timeZone,
        image: null,
      }
      expect((await call('admin', 'PUT', `/api/console/locations/${f.athens._id}`, place)).statusCode).toBe(200)
      expect(await pickupName()).toBe('Athens International')
      await call('admin', 'PUT', `/api/console/locations/${f.athens._id}`, { ...place, names: { ...names, en: 'Athens Airport' } })
      expect(await pickupName()).toBe('Athens Airport')
    })

    it('refuses a bad time zone, coordinates off the globe and a missing name; never deletes a used location', async () => {
      for (const bad of [
        { timeZone: 'Mars/Olympus' },
        { latitude: 91 },
        { names: { ...body.names, zh: '' } },
        { kind: '' },
        { image: '/uploads/cars/x.webp' },
        { address: 'Line one\nline two' },
        { address: 'x'.repeat(201) },
      ]) {
        expect((await call('admin', 'POST', '/api/console/locations', { ...body, ...bad })).statusCode).toBe(400)
      }
      const used = await call('admin', 'DELETE', `/api/console/locations/${f.athens._id}`)
      expect(used.statusCode).toBe(409)
      expect(used.json().error.message).toBe('Cars are offered or bookings are made at this location, so it cannot be deleted.')
      expect(await db().select().from(locations).where(eq(locations._id, f.athens._id))).toHaveLength(1)
      const withImage = await t.app.inject({
        method: 'POST',
        url: '/api/console/location-images',
        ...(() => {
          const m = multipart('port.png', 'image/png', Buffer.alloc(0))
          return { payload: m.payload, headers: { ...as.admin.headers, ...m.headers } }
        })(),
      })
      expect(withImage.statusCode).toBe(400)
    })
  })
})
