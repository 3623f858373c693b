import { describe, expect, it } from 'vitest'
import {
  amendProblem,
  cancelRequestProblem,
  channelAmendProblem,
  checkInOpen,
  holdsCar,
  rentalOver,
  statusChangeProblem,
  type TStatusActor,
} from '../src/bookingRules'
import { BOOKING_STATUSES, type TBookingStatus } from '../src/bookingStatus'

const online = (status: TBookingStatus) => ({ status, payLater: false })
const later = (status: TBookingStatus) => ({ status, payLater: true })

describe('who may set which status', () => {
  it('lets only the system void, and only a pending booking', () => {
    expect(statusChangeProblem('system', online('pending'), 'void')).toBeNull()
    for (const actor of ['admin', 'supplier', 'user', 'gateway'] as TStatusActor[])
      expect(statusChangeProblem(actor, online('pending'), 'void')).toBe('systemOnly')
    expect(statusChangeProblem('system', online('paid'), 'void')).toBe('transition')
    expect(statusChangeProblem('system', online('pending'), 'cancelled')).toBe('staffOnly')
  })

  it('takes paid from the gateway for an online payment, and paid or deposit from staff for a pay-later booking', () => {
    expect(statusChangeProblem('gateway', online('pending'), 'paid')).toBeNull()
    expect(statusChangeProblem('gateway', later('pending'), 'paid')).toBe('staffOnly')
    expect(statusChangeProblem('admin', online('pending'), 'paid')).toBe('gatewayOnly')
    expect(statusChangeProblem('supplier', online('pending'), 'deposit')).toBe('gatewayOnly')
    expect(statusChangeProblem('supplier', later('pending'), 'deposit')).toBeNull()
    expect(statusChangeProblem('admin', later('deposit'), 'paid')).toBeNull()
  })

  it('reserves (approves) only what is paid, or a pay-later booking as it is', () => {
    expect(statusChangeProblem('supplier', online('pending'), 'reserved')).toBe('notPaid')
    expect(statusChangeProblem('supplier', later('pending'), 'reserved')).toBeNull()
    expect(statusChangeProblem('supplier', online('paid'), 'reserved')).toBeNull()
    expect(statusChangeProblem('admin', later('deposit'), 'reserved')).toBeNull()
  })

  it('answers a cancel request before approving, and may cancel at once', () => {
    expect(statusChangeProblem('supplier', { ...online('paid'), cancelRequest: true }, 'reserved')).toBe('cancelRequested')
    expect(statusChangeProblem('supplier', { ...online('paid'), cancelRequest: true }, 'cancelled')).toBeNull()
  })

  it('leaves cancelling to staff, never to a driver, and nothing leaves void or cancelled', () => {
    expect(statusChangeProblem('supplier', online('reserved'), 'cancelled')).toBeNull()
    expect(statusChangeProblem('user', later('pending'), 'cancelled')).toBe('staffOnly')
    for (const to of BOOKING_STATUSES) {
      expect(statusChangeProblem('admin', online('void'), to)).toBe('transition')
      expect(statusChangeProblem('admin', online('cancelled'), to)).toBe('transition')
    }
    expect(statusChangeProblem('admin', online('reserved'), 'paid')).toBe('transition')
  })
})

describe("a driver's cancel request", () => {
  const booking = (status: TBookingStatus, payLater: boolean, cancellation = false, cancelRequest = false) => ({
    status,
    payLater,
    cancellation,
    cancelRequest,
    from: '2099-12-01T10:00:00Z',
  })
  it('is free for pay later, needs the cancellation option once paid, and is never possible once reserved', () => {
    expect(cancelRequestProblem(booking('pending', true))).toBeNull()
    expect(cancelRequestProblem(booking('paid', false))).toBe('notIncluded')
    expect(cancelRequestProblem(booking('paid', false, true))).toBeNull()
    expect(cancelRequestProblem(booking('deposit', true))).toBeNull()
    expect(cancelRequestProblem(booking('reserved', true, true))).toBe('reserved')
    expect(cancelRequestProblem(booking('void', false, true))).toBe('notActive')
    expect(cancelRequestProblem(booking('cancelled', true))).toBe('notActive')
    expect(cancelRequestProblem(booking('pending', true, false, true))).toBe('alreadyRequested')
  })
  it('is not possible online once the pick-up time has passed', () => {
    const at = (status: TBookingStatus, payLater: boolean, cancellation = false) => ({
      ...booking(status, payLater, cancellation),
      from: '2026-12-01T10:00:00Z',
    })
    expect(cancelRequestProblem(at('paid', false, true), new Date('2026-12-01T09:59:59Z'))).toBeNull()
    expect(cancelRequestProblem(at('paid', false, true), new Date('2026-12-01T10:00:00Z'))).toBe('started')
    expect(cancelRequestProblem(at('pending', true), new Date('2026-12-20T10:00:00Z'))).toBe('started')
    expect(cancelRequestProblem(at('cancelled', true), new Date('2026-12-20T10:00:00Z'))).toBe('notActive')
  })
})

describe('holdsCar', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('holds while a blocking booking has not ended', () => {
    expect(holdsCar({ status: 'reserved', to: '2026-11-25T10:00:00Z' }, now)).toBe(true)
    expect(holdsCar({ status: 'pending', to: new Date('2026-11-24T12:00:01Z') }, now)).toBe(true)
  })
  it('frees the car once void, cancelled or over', () => {
    expect(holdsCar({ status: 'void', to: '2026-12-25T10:00:00Z' }, now)).toBe(false)
    expect(holdsCar({ status: 'cancelled', to: '2026-12-25T10:00:00Z' }, now)).toBe(false)
    expect(holdsCar({ status: 'paid', to: '2026-11-24T12:00:00Z' }, now)).toBe(false)
  })
})

describe('rentalOver', () => {
  it('is true from the drop-off time on', () => {
    expect(rentalOver({ to: '2026-11-24T12:00:00Z' }, new Date('2026-11-24T11:59:59Z'))).toBe(false)
    expect(rentalOver({ to: new Date('2026-11-24T12:00:00Z') }, new Date('2026-11-24T12:00:00Z'))).toBe(true)
  })
})

describe("a driver's amendment", () => {
  const b = (status: TBookingStatus, payLater: boolean, amendments = false, cancelRequest = false) => ({
    status,
    payLater,
    amendments,
    cancelRequest,
    from: '2099-12-01T10:00:00Z',
  })
  it('is not possible online once the pick-up time has passed', () => {
    const started = { ...b('paid', false, true), from: '2026-11-20T10:00:00Z' }
    expect(amendProblem(started, new Date('2026-11-20T09:00:00Z'))).toBeNull()
    expect(amendProblem(started, new Date('2026-11-20T10:00:00Z'))).toBe('started')
    expect(amendProblem({ ...b('pending', true), from: '2026-11-20T10:00:00Z' }, new Date('2026-11-21T10:00:00Z'))).toBe('started')
  })
  it('is free for a pending pay-later booking', () => {
    expect(amendProblem(b('pending', true))).toBeNull()
    expect(amendProblem(b('deposit', true))).toBe('notPending')
  })
  it('needs the amendments option once paid online, and a payment first', () => {
    expect(amendProblem(b('paid', false, true))).toBeNull()
    expect(amendProblem(b('paid', false, false))).toBe('notIncluded')
    expect(amendProblem(b('pending', false, true))).toBe('notPending')
  })
  it('is never allowed once reserved, over, or while a cancel request waits', () => {
    expect(amendProblem(b('reserved', true, true))).toBe('reserved')
    expect(amendProblem(b('cancelled', true))).toBe('notActive')
    expect(amendProblem(b('void', false, true))).toBe('notActive')
    expect(amendProblem(b('pending', true, false, true))).toBe('notPending')
  })
})

describe("staff's change of a booking", () => {
  const at = new Date('2026-11-20T09:00:00Z')
  const phoned = (status: TBookingStatus, from = '2026-11-20T10:00:00Z') => ({ status, channel: 'phone', from })
  it('is theirs for a booking from another channel, whatever its status, until pick-up', () => {
    for (const status of ['pending', 'deposit', 'paid', 'reserved'] as const) expect(channelAmendProblem(phoned(status), at)).toBeNull()
    expect(channelAmendProblem(phoned('reserved', '2026-11-20T09:00:00Z'), at)).toBe('started')
  })
  it('is never a Wheelbase booking’s, nor a cancelled or void one’s', () => {
    expect(channelAmendProblem({ ...phoned('reserved'), channel: null }, at)).toBe('notChannel')
    expect(channelAmendProblem(phoned('cancelled'), at)).toBe('notActive')
    expect(channelAmendProblem(phoned('void'), at)).toBe('notActive')
  })
})

describe('online check-in', () => {
  it('is open on a Wheelbase booking that holds its car, until pick-up', () => {
    const now = new Date('2027-03-01T10:00:00Z')
    const booking = { status: 'deposit' as const, channel: null, from: '2027-03-02T10:00:00Z' }
    expect(checkInOpen(booking, now)).toBe(true)
    expect(checkInOpen({ ...booking, from: '2027-03-01T10:00:00Z' }, now)).toBe(false)
    expect(checkInOpen({ ...booking, status: 'cancelled' }, now)).toBe(false)
    expect(checkInOpen({ ...booking, status: 'void' }, now)).toBe(false)
    expect(checkInOpen({ ...booking, channel: 'phone' }, now)).toBe(false)
  })
})
