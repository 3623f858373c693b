import { describe, expect, it } from 'vitest'
import { createTestGateway } from '../../../platform/adapters/payments'
import { checkPayment } from './pay'

const inline = { payments: createTestGateway() }
const redirect = { payments: { ...createTestGateway(), flow: 'redirect' as const } }
const card = { method: 'card' as const, card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, part: 'full' as const }

describe('the payment a checkout can take', () => {
  it('pays later only where the supplier allows it', () => {
    expect(checkPayment(inline, { payLater: true }, { method: 'later' })).toEqual({ method: 'later' })
    expect(() => checkPayment(inline, { payLater: false }, { method: 'later' })).toThrow(
      expect.objectContaining({ problem: 'invalid', code: 'pay_later_unavailable' }),
    )
  })

  it('takes card fields with the inline gateway, and a hosted page only with a redirecting one', () => {
    expect(checkPayment(inline, { payLater: false }, card)).toBe(card)
    expect(() => checkPayment(redirect, { payLater: false }, card)).toThrow(expect.objectContaining({ code: 'payment_method_unsupported' }))
    expect(() => checkPayment(inline, { payLater: false }, { method: 'online', part: 'full' })).toThrow(
      expect.objectContaining({ code: 'payment_method_unsupported' }),
    )
    expect(checkPayment(redirect, { payLater: false }, { method: 'online', part: 'full' })).toEqual({ method: 'online', part: 'full' })
  })
})
