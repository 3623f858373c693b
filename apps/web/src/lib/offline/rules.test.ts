import { describe, expect, it } from 'vitest'
import { isAppFile, isKeptPrivately } from './rules'

describe('what the service worker keeps', () => {
  const id = 'c0ffee12-0000-4000-8000-000000000971'

  it('keeps the app’s files and icons, nothing else of the site', () => {
    expect(isAppFile('/assets/main-abc1234.js')).toBe(true)
    expect(isAppFile('/icons/icon-192.png')).toBe(true)
    expect(isAppFile('/favicon.svg')).toBe(true)
    for (const path of ['/', '/bookings', '/api/settings/public', '/uploads/cars/x.webp', '/sw.js']) expect(isAppFile(path)).toBe(false)
  })

  it('keeps only a driver’s bookings, one booking and its voucher, as read', () => {
    expect(isKeptPrivately('GET', '/api/bookings')).toBe(true)
    expect(isKeptPrivately('GET', `/api/bookings/${id}`)).toBe(true)
    expect(isKeptPrivately('GET', `/api/bookings/${id}/voucher`)).toBe(true)
    // Never a change, never another answer of the session.
    expect(isKeptPrivately('POST', '/api/bookings/status')).toBe(false)
    expect(isKeptPrivately('POST', `/api/bookings/${id}/cancel-request`)).toBe(false)
    for (const path of ['/api/bookings/status', `/api/bookings/${id}/check-in`, '/api/notifications', '/api/users/me', '/api/guest-booking'])
      expect(isKeptPrivately('GET', path)).toBe(false)
  })
})
