import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSupplierProfile } from '@wheelbase/core/schemas/reviews'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { fixedId, searchFixture } from './helpers/searchFixture'
import { signedInAs, type Caller } from './helpers/callers'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * A supplier's public page (issue 30): its address comes from its name, made by the database for
 * every writer and kept after a rename; the page answers by address or id, with the averages and
 * the shown reviews; a driver, a banned supplier or an unknown address is 404.
 */
describe.each(FLAVORS)("a supplier's page on %s", (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let as: Record<'alpha' | 'beta', Caller>
  const twin = makeUser({ _id: fixedId(1700), fullName: 'Alpha Rent', type: 'supplier', email: 'twin@suppliers.test' })
  const greek = makeUser({ _id: fixedId(1701), fullName: 'Κρήτη Ενοικιάσεις', type: 'supplier', email: 'crete@suppliers.test' })

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values([twin, greek])
    as = await signedInAs(db, { alpha: f.alpha._id, beta: f.beta._id })
    await f.addCar(f.alpha._id, [f.athens])
    await f.review(f.alpha._id, [9, 8, 10, 3], (i) => ({
      comment: `Review ${i}`,
      language: i === 3 ? 'he' : 'en',
      ...(i === 3 ? { hiddenAt: new Date(), hiddenBy: f.beta._id, hiddenReason: 'Insults' } : {}),
    }))
  })
  afterAll(async () => t.close())

  const page = async (slug: string, query = '', caller?: Caller) => {
    const res = await t.app.inject({ url: `/api/supplier-profiles/${slug}${query}`, headers: caller?.headers ?? {} })
    return { status: res.statusCode, body: res.json() as TSupplierProfile }
  }

  it('gives each supplier an address from its name, unique, kept when renamed', async () => {
    const slugs = await t.db.database.db.select({ _id: users._id, slug: users.slug, type: users.type }).from(users)
    const slugOf = (id: string) => slugs.find((u) => u._id === id)?.slug
    expect(slugOf(f.alpha._id)).toBe('alpha-rent')
    expect(slugOf(twin._id)).toBe(`alpha-rent-${twin._id.slice(0, 8)}`)
    expect(slugOf(greek._id)).toBe(`supplier-${greek._id.slice(0, 8)}`)
    expect(slugOf(f.driver._id)).toBeNull()
    await t.db.database.db.update(users).set({ fullName: 'Alpha Rent Crete' }).where(eq(users._id, f.alpha._id))
    expect((await page('alpha-rent')).body.supplier.fullName).toBe('Alpha Rent Crete')
    // A driver made a supplier gets an address then.
    const driver = makeUser({ _id: fixedId(1702), fullName: 'Delta Drive' })
    await t.db.database.db.insert(users).values(driver)
    await t.db.database.db.update(users).set({ type: 'supplier' }).where(eq(users._id, driver._id))
    expect((await page('delta-drive')).body.supplier._id).toBe(driver._id)
  })

  it('shows the profile, the averages and the shown reviews, by address or id; hidden ones to the supplier only', async () => {
    const { status, body } = await page('alpha-rent')
    expect(status).toBe(200)
    expect(body.supplier).toMatchObject({ _id: f.alpha._id, slug: 'alpha-rent', carCount: 1 })
    // Where its cars are, in the caller's language, each with its page's address.
    expect(body.supplier.places).toEqual([{ slug: 'athens-airport', name: 'Athens Airport' }])
    const french = await t.app.inject({ url: '/api/supplier-profiles/alpha-rent', headers: { 'accept-language': 'fr' } })
    expect((french.json() as TSupplierProfile).supplier.places).toEqual([{ slug: 'athens-airport', name: 'Aéroport d’Athènes' }])
    expect(body.rating).toMatchObject({ count: 3, score: 9, cleanliness: 9 })
    expect(body.items.map((r) => r.comment).sort()).toEqual(['Review 0', 'Review 1', 'Review 2'])
    expect((await page(f.alpha._id)).body.supplier.slug).toBe('alpha-rent')
    expect((await page('ALPHA-RENT')).status).toBe(200)
    expect((await page('alpha-rent', '?sort=lowest')).body.items.map((r) => r.score)).toEqual([8, 9, 10])
    expect((await page('alpha-rent', '?lang=he')).body.items).toEqual([])
    expect((await page('alpha-rent', '?lang=he', as.alpha)).body.items.map((r) => r.hidden?.reason)).toEqual(['Insults'])
    expect((await page('alpha-rent', '?lang=he', as.beta)).body.items).toEqual([])
  })

  it('is 404 for an unknown address, a driver and a banned supplier, and 400 for a bad sort or an overlong address', async () => {
    for (const slug of ['nobody-here', f.driver._id, f.banned._id, 'banned-wheels']) expect((await page(slug)).status, slug).toBe(404)
    expect((await page('alpha-rent', '?sort=best')).status).toBe(400)
    expect((await page('x'.repeat(201))).status).toBe(400)
  })
})
