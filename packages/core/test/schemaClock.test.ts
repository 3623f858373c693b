import { afterEach, describe, expect, it, vi } from 'vitest'
import { ZSearchQuery } from '../src/schemas/search'
import { ZBirthDate } from '../src/schemas/auth'
import { ZSignUpBody, ZUpdateUserBody } from '../src/schemas/person'

/** Schemas are built once (at a server's start); "today" must be read at each check, not then. */
describe('schemas that depend on today read the clock when they validate', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts a driver who turned 21 after the schema was built', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), toFake: ['Date'] })
    const birthDate = '2005-11-25' // 21 tomorrow
    const signUp = ZSignUpBody(21)
    const profile = ZUpdateUserBody(21)
    const plain = ZBirthDate(21)
    expect(plain.safeParse(birthDate).success).toBe(false)
    expect(signUp.shape.birthDate.safeParse(birthDate).success).toBe(false)

    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'))
    expect(plain.safeParse(birthDate).success).toBe(true)
    expect(signUp.shape.birthDate.safeParse(birthDate).success).toBe(true)
    expect(profile.shape.birthDate.safeParse(birthDate).success).toBe(true)
  })

  it('refuses a pick-up that has passed since the schema was built', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), toFake: ['Date'] })
    const query = { pickup: '6b29fc40-ca47-4067-b31d-00dd010662da', from: '2026-11-24T15:00:00Z', to: '2026-11-26T15:00:00Z' }
    expect(ZSearchQuery.safeParse(query).success).toBe(true)
    vi.setSystemTime(new Date('2026-11-24T16:00:00Z'))
    const later = ZSearchQuery.safeParse(query)
    expect(later.success).toBe(false)
    expect(later.error?.issues[0]?.message).toBe('search.pickupInPast')
  })
})
