import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import { createAppContext, type AppContext } from '../../appContext'
import { makeLocation, makeUser } from '../../db/factories'
import { locations, users } from '../../db/schema'
import type { Actor } from '../../domain/actor'
import { DomainError } from '../../domain/errors'
import type { BookingNotices } from '../../domain/notices'
import { localStorage } from '../../platform/adapters/storage'
import { testConfig } from '../../../test/helpers/testApp'
import { FLAVORS, freshDatabase, type TestDatabase } from '../../../test/helpers/testDatabase'
import { deleteLocation, getConsoleLocation, listConsoleLocations } from './locations'
import { consoleUser, listUsers } from './users'

const actorOf = (user: { _id: string; type?: Actor['type'] | undefined }): Actor => ({
  userId: user._id,
  type: user.type ?? 'user',
  language: 'en',
  verified: true,
})

/**
 * The admin console's reads take the acting account and check its role themselves: a route that
 * forgot its guard would still give a supplier nothing (issue 43).
 */
describe.each(FLAVORS)('admin reads take the actor on %s', (flavor) => {
  let db: TestDatabase
  let ctx: AppContext
  const admin = makeUser({ type: 'admin', email: 'admin@reads.test' })
  const supplier = makeUser({ type: 'supplier', email: 'supplier@reads.test', fullName: 'Supplier Reads' })
  const place = makeLocation()
  beforeAll(async () => {
    db = await freshDatabase(flavor)
    ctx = createAppContext(
      { config: testConfig(db.dataDir), database: db.database, storage: localStorage(db.dataDir), notices: {} as BookingNotices },
      pino({ level: 'silent' }),
    )
    await db.database.db.insert(users).values([admin, supplier])
    await db.database.db.insert(locations).values(place)
  })
  afterAll(async () => db.cleanup())

  const reads = (actor: Actor) => [
    () => listUsers(ctx.db, actor, { q: '', status: 'all', sort: 'name', page: 1, size: 10 }),
    () => consoleUser(ctx.db, actor, supplier._id),
    () => listConsoleLocations(ctx.db, actor, { q: '', sort: 'name', page: 1, size: 10 }),
    () => getConsoleLocation(ctx.db, actor, place._id),
  ]

  it('answers an admin', async () => {
    const [list, one, places, location] = await Promise.all(reads(actorOf(admin)).map((read) => read()))
    expect((list as { items: { _id: string }[] }).items.map((u) => u._id)).toContain(supplier._id)
    expect((one as { fullName: string }).fullName).toBe('Supplier Reads')
    expect((places as { total: number }).total).toBe(1)
    expect((location as { _id: string })._id).toBe(place._id)
  })

  it('refuses a supplier and a driver as forbidden, and deletes nothing for them', async () => {
    for (const actor of [actorOf(supplier), actorOf(makeUser({ type: 'user' }))]) {
      for (const read of reads(actor)) {
        const refusal = await read().then(
          () => null,
          (error: unknown) => error,
        )
        expect(refusal).toBeInstanceOf(DomainError)
        expect((refusal as DomainError).problem).toBe('forbidden')
      }
      await expect(deleteLocation(ctx, actor, place._id)).rejects.toMatchObject({ problem: 'forbidden' })
    }
    expect((await getConsoleLocation(ctx.db, actorOf(admin), place._id))._id).toBe(place._id)
  })
})
