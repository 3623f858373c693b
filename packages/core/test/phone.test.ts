import { describe, expect, it } from 'vitest'
import { ZPhone } from '../src/schemas/person'

describe('phone numbers (libphonenumber-js, international form)', () => {
  it.each(['+30 690 123 4567', '+33 6 12 34 56 78', '+972 52 123 4567', '+86 138 0013 8000', '+1 202 555 0143', ' +44 20 7946 0958 '])(
    'accepts %s',
    (phone) => {
      expect(ZPhone.safeParse(phone).success).toBe(true)
    },
  )
  it.each(['6901234567', '+30 12', '+30 690 123 4567 890', 'call me', '+999 123 456 789', ''])('refuses %s with "Invalid phone number"', (phone) => {
    const result = ZPhone.safeParse(phone)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('validation.invalidPhone')
  })
})
