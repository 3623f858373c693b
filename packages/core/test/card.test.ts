import { describe, expect, it } from 'vitest'
import { cardBrand, isValidCardNumber, isValidCvc, isValidExpiry, TEST_CARDS } from '../src/card'

describe('card fields of the test gateway', () => {
  it('accepts the test cards, spaced or not, and refuses a bad check digit or length', () => {
    for (const number of Object.values(TEST_CARDS)) expect(isValidCardNumber(number), number).toBe(true)
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true)
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false)
    expect(isValidCardNumber('4242')).toBe(false)
    expect(isValidCardNumber('4242 4242 4242 424a')).toBe(false)
    expect(isValidCardNumber('')).toBe(false)
  })

  it('accepts an expiry through the end of its month, and refuses a past or malformed one', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    expect(isValidExpiry('11/26', now)).toBe(true)
    expect(isValidExpiry('12/2026', now)).toBe(true)
    expect(isValidExpiry('10/26', now)).toBe(false)
    expect(isValidExpiry('13/27', now)).toBe(false)
    expect(isValidExpiry('1127', now)).toBe(false)
    expect(isValidExpiry('01/60', now)).toBe(false)
  })

  it('takes a CVC of 3 or 4 digits, and names the brand', () => {
    expect(isValidCvc('123')).toBe(true)
    expect(isValidCvc('1234')).toBe(true)
    expect(isValidCvc('12')).toBe(false)
    expect(isValidCvc('12a')).toBe(false)
    expect(cardBrand(TEST_CARDS.pays)).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
  })
})
