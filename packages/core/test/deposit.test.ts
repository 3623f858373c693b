import { describe, expect, it } from 'vitest'
import { statusChangeProblem, amendProblem } from '../src/bookingRules'
import { depositSplit, onlineCents, paymentParts } from '../src/deposit'

describe('a deposit paid online', () => {
  it('splits the price into a share now, rounded to the cent, and the rest at the desk', () => {
    expect(depositSplit(12_963, 20)).toEqual({ nowCents: 2_593, deskCents: 10_370 })
    expect(depositSplit(0, 20)).toEqual({ nowCents: 0, deskCents: 0 })
    for (let total = 1; total < 5_000; total += 37) {
      const { nowCents, deskCents } = depositSplit(total, 35)
      expect(nowCents + deskCents).toBe(total)
    }
    expect(onlineCents({ totalPrice: 10_000, depositPercent: 30 })).toBe(3_000)
    expect(onlineCents({ totalPrice: 10_000, depositPercent: null })).toBe(10_000)
  })

  it('shows what is paid and due from the ledger: nothing before payment, the fee kept once cancelled, all once staff record the rest', () => {
    const booking = { totalPrice: 30_000, depositPercent: 20, paidOnlineCents: 6_000 }
    expect(paymentParts({ ...booking, status: 'pending' })).toBeNull()
    expect(paymentParts({ ...booking, status: 'deposit' })).toEqual({ paidCents: 6_000, deskCents: 24_000 })
    expect(paymentParts({ ...booking, status: 'reserved', totalPrice: 40_000 })).toEqual({ paidCents: 6_000, deskCents: 34_000 })
    expect(paymentParts({ ...booking, status: 'cancelled', paidOnlineCents: 1_500 })).toEqual({ paidCents: 1_500, deskCents: 0 })
    expect(paymentParts({ ...booking, status: 'paid' })).toEqual({ paidCents: 30_000, deskCents: 0 })
    expect(paymentParts({ ...booking, status: 'paid', depositPercent: null })).toBeNull()
  })

  it('is settled by the gateway as deposit, its rest recorded by staff, and amended while a deposit', () => {
    const deposit = { status: 'pending' as const, payLater: false, depositPercent: 20 }
    expect(statusChangeProblem('gateway', deposit, 'deposit')).toBeNull()
    expect(statusChangeProblem('gateway', deposit, 'paid')).toBe('staffOnly')
    expect(statusChangeProblem('gateway', { ...deposit, depositPercent: null }, 'deposit')).toBe('staffOnly')
    expect(statusChangeProblem('supplier', { ...deposit, status: 'deposit' }, 'paid')).toBeNull()
    expect(statusChangeProblem('supplier', { ...deposit, status: 'pending' }, 'deposit')).toBe('gatewayOnly')
    const amendable = { ...deposit, status: 'deposit' as const, amendments: true, cancelRequest: false, from: '2099-01-01T10:00:00Z' }
    expect(amendProblem(amendable)).toBeNull()
    expect(amendProblem({ ...amendable, depositPercent: null })).toBe('notPending')
  })
})
