import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cars, users } from '../../../db/schema'
import { searchFixture } from '../../../../test/helpers/searchFixture'
import { FLAVORS, freshDatabaseEach } from '../../../../test/helpers/testDatabase'
import { loadCar } from './loadCar'

describe.each(FLAVORS)('loading the car to book on %s', (flavor) => {
  const fresh = freshDatabaseEach(flavor)

  it('finds the car with what its supplier allows; a deleted car or a suspended supplier’s is not found (404)', async () => {
    const db = fresh()
    const f = await searchFixture(db.database.db)
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Loadable' })
    await db.database.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    const found = await loadCar(db.database.db, car._id)
    expect([found.car.name, found.supplier.payLater]).toEqual(['Loadable', true])
    expect(found.keyTerms).toMatchObject({ version: 1, depositCents: car.deposit, depositMethod: 'creditCard', freeCancelHours: 48 })
    // The driver read version 1; the supplier has saved version 2 since.
    await db.database.db.update(users).set({ termsVersion: 2, depositMethod: 'cardOrCash' }).where(eq(users._id, f.alpha._id))
    await expect(loadCar(db.database.db, car._id, 1)).rejects.toMatchObject({ code: 'terms_changed' })
    expect((await loadCar(db.database.db, car._id, 2)).keyTerms).toMatchObject({ version: 2, depositMethod: 'cardOrCash' })

    const gone = await f.addCar(f.alpha._id, [f.athens])
    await db.database.db.update(cars).set({ deletedAt: new Date() }).where(eq(cars._id, gone._id))
    await expect(loadCar(db.database.db, gone._id)).rejects.toMatchObject({ problem: 'notFound' })
    await db.database.db.update(users).set({ blacklisted: true }).where(eq(users._id, f.alpha._id))
    await expect(loadCar(db.database.db, car._id)).rejects.toMatchObject({ problem: 'notFound' })
  })
})
