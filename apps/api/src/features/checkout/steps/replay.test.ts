import { describe, expect, it } from 'vitest'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import { bookings } from '../../../db/schema'
import { day, searchFixture } from '../../../../test/helpers/searchFixture'
import { FLAVORS, freshDatabaseEach } from '../../../../test/helpers/testDatabase'
import { idempotencyOf, replayIfSeen } from './replay'

const body = (card: string): TCheckoutBody =>
  ({
    car: 'c',
    pickup: 'p',
    from: '2027-01-01T10:00:00Z',
    to: '2027-01-03T10:00:00Z',
    options: {},
    driver: { fullName: 'Eleni', email: 'eleni@replay.test', phone: '+30 690 000 0000', birthDate: '1990-01-01' },
    payment: { method: 'card', card: { number: card, expiry: '12/40', cvc: '123' } },
    captcha: card,
  }) as TCheckoutBody
const driver = { userId: 'u1', type: 'user' } as never

describe('the idempotency of a checkout', () => {
  it('is the same request whatever the card and the captcha, and another account’s key is another key', () => {
    const first = idempotencyOf(driver, body('4242 4242 4242 4242'), 'k1')
    expect(idempotencyOf(driver, body('4000 0000 0000 0002'), 'k1')).toEqual(first)
    expect(idempotencyOf({ userId: 'u2', type: 'user' } as never, body('4242 4242 4242 4242'), 'k1').keyHash).not.toBe(first.keyHash)
    expect(idempotencyOf(null, body('4242 4242 4242 4242'), 'k1').keyHash).not.toBe(first.keyHash)
    expect(idempotencyOf(driver, { ...body('x'), from: '2027-01-02T10:00:00Z' }, 'k1').fingerprint).not.toBe(first.fingerprint)
  })
})

describe.each(FLAVORS)('replaying a checkout on %s', (flavor) => {
  const fresh = freshDatabaseEach(flavor)

  it('answers as the first call did, refuses the key with another request (422), and knows no other key', async () => {
    const db = fresh()
    const f = await searchFixture(db.database.db)
    const car = await f.addCar(f.alpha._id, [f.athens])
    const seen = idempotencyOf(driver, body('4242 4242 4242 4242'), 'k1')
    await f.book(car, day(3), day(5), { idempotencyKey: seen.keyHash, idempotencyFingerprint: seen.fingerprint, paymentSessionId: 's1' })
    const [row] = await db.database.db.select({ _id: bookings._id, total: bookings.totalPrice }).from(bookings)
    expect(await replayIfSeen(db.database.db, seen)).toEqual({ bookingId: row?._id, sessionId: 's1', status: 'paid', totalPrice: row?.total })
    await expect(replayIfSeen(db.database.db, { ...seen, fingerprint: 'other' })).rejects.toMatchObject({ problem: 'unprocessable' })
    expect(await replayIfSeen(db.database.db, idempotencyOf(driver, body('x'), 'k2'))).toBeNull()
  })
})
