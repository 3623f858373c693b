import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, canTransition, isBlocking } from '../src/bookingStatus'

describe('booking status table', () => {
  it('lets void and cancelled go nowhere', () => {
    for (const to of BOOKING_STATUSES) {
      expect(canTransition('void', to)).toBe(false)
      expect(canTransition('cancelled', to)).toBe(false)
    }
  })
  it('allows the supplier approval path pending → paid → reserved → cancelled', () => {
    expect(canTransition('pending', 'paid')).toBe(true)
    expect(canTransition('paid', 'reserved')).toBe(true)
    expect(canTransition('reserved', 'cancelled')).toBe(true)
    expect(canTransition('reserved', 'paid')).toBe(false)
  })
  it('blocks the car only in pending, deposit, paid and reserved', () => {
    expect(BOOKING_STATUSES.filter(isBlocking)).toEqual(['pending', 'deposit', 'paid', 'reserved'])
  })
})
