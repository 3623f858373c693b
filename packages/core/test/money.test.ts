import { describe, expect, it } from 'vitest'
import { formatAmount, formatPrice } from '../src/money'

describe('price formats of spec section 9', () => {
  it.each([
    ['en', 123450, '1,234.50 €'],
    ['en', 123400, '1,234 €'],
    ['fr', 123450, '1 234,50 €'],
    ['el', 123450, '1 234,50 €'],
    ['he', 123450, '1 234.50 €'],
    ['zh', 123400, '1 234 €'],
    ['zh', 5, '0.05 €'],
    ['en', 100000000, '1,000,000 €'],
  ] as const)('%s %d → %s', (language, cents, expected) => {
    expect(formatPrice(cents, 'EUR', language)).toBe(expected)
  })

  it('puts a dollar before the amount in English only', () => {
    expect(formatPrice(123450, 'USD', 'en')).toBe('$1,234.50')
    expect(formatPrice(123450, 'USD', 'fr')).toBe('1 234,50 $')
  })

  it('shows two decimals only when the amount is fractional', () => {
    expect(formatAmount(4200, 'en')).toBe('42')
    expect(formatAmount(4210, 'en')).toBe('42.10')
  })

  it('refuses non-integer cents', () => {
    expect(() => formatAmount(1.5, 'en')).toThrow(RangeError)
  })
})
