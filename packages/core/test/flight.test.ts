import { describe, expect, it } from 'vitest'
import { isFlightNumber, normalizeFlightNumber } from '../src/flight'

describe('flight numbers (IATA)', () => {
  it('takes them as tickets write them, and keeps them as boards show them', () => {
    for (const [typed, kept] of [
      ['A3 602', 'A3602'],
      ['ba-2490', 'BA2490'],
      ['LY541', 'LY541'],
      ['U2 1234', 'U21234'],
      ['9W 7', '9W7'],
      ['FR 8344D', 'FR8344D'],
    ]) {
      expect(isFlightNumber(typed ?? ''), typed).toBe(true)
      expect(normalizeFlightNumber(typed ?? '')).toBe(kept)
    }
  })

  it('refuses what is not a flight number', () => {
    for (const typed of ['', 'A3', '602', '12 345', 'A3 60211', 'AEE602', 'A3 60-2X1', 'A3 602!', 'ΑΒ123'])
      expect(isFlightNumber(typed), typed).toBe(false)
  })
})
