import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import { periodOf } from '../../../data/period'
import { users } from '../../../db/schema'
import { day, searchFixture } from '../../../../test/helpers/searchFixture'
import { FLAVORS, freshDatabaseEach } from '../../../../test/helpers/testDatabase'
import { checkDriver } from './checkDriver'
import { loadCar } from './loadCar'

describe.each(FLAVORS)('checking the driver on %s', (flavor) => {
  const fresh = freshDatabaseEach(flavor)

  it('takes the account’s birth date, refuses an option the car does not offer, and refuses a young or suspended driver', async () => {
    const db = fresh()
    const f = await searchFixture(db.database.db)
    const { car } = await loadCar(
      db.database.db,
      (await f.addCar(f.alpha._id, [f.athens], { minimumAge: 25, cancellation: 1_000, fullInsurance: -1 }))._id,
    )
    await db.database.db.update(users).set({ birthDate: '1980-02-02' }).where(eq(users._id, f.driver._id))
    const from = day(10, 10)
    const period = await periodOf(
      db.database.db,
      { pickup: f.athens._id, from: from.toISOString(), to: day(12, 10).toISOString() },
      { maxRentalDays: 30, maxAdvanceDays: 730 },
      new Date(),
    )
    const body = (email: string, birthDate: string) =>
      ({
        options: { cancellation: true },
        driver: { fullName: 'D', email, phone: '+30 690 000 0000', birthDate },
      }) as TCheckoutBody
    const actor = { userId: f.driver._id, type: 'user' } as never

    const self = await checkDriver({ db: db.database.db }, actor, car, period, body(f.driver.email, '2005-01-01'))
    expect([self.details.birthDate, self.options.cancellation, self.options.fullInsurance]).toEqual(['1980-02-02', true, false])
    const unavailable = { ...body(f.driver.email, '1980-02-02'), options: { fullInsurance: true } } as TCheckoutBody
    await expect(checkDriver({ db: db.database.db }, actor, car, period, unavailable)).rejects.toMatchObject({
      problem: 'invalid',
      code: 'option_unavailable',
    })
    expect(self.age).toBe(from.getUTCFullYear() - 1980 - (from < new Date(`${from.getUTCFullYear()}-02-02`) ? 1 : 0))

    await expect(checkDriver({ db: db.database.db }, null, car, period, body('young@driver.test', '2006-01-01'))).rejects.toMatchObject({
      problem: 'invalid',
      code: 'driver_too_young',
    })
    await db.database.db.update(users).set({ blacklisted: true }).where(eq(users._id, f.driver._id))
    await expect(checkDriver({ db: db.database.db }, actor, car, period, body(f.driver.email, '1980-02-02'))).rejects.toMatchObject({
      problem: 'forbidden',
    })
  })
})
