import { describe, expect, it } from 'vitest'
import { safeReturnPath, signInPathFrom } from './returnPath'

describe('the path sign-in returns to', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/bookings')).toBe('/bookings')
    expect(safeReturnPath('/checkout?car=1&from=2026-12-01')).toBe('/checkout?car=1&from=2026-12-01')
    expect(new URLSearchParams(signInPathFrom('/booking?b=7&x=1').split('?')[1]).get('from')).toBe('/booking?b=7&x=1')
  })

  it('refuses anything that would leave the site', () => {
    for (const from of [null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\u0000x', 'bookings'])
      expect(safeReturnPath(from), String(from)).toBe('/')
  })
})
