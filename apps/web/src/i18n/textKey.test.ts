import { describe, expect, it } from 'vitest'
import { textKey } from './textKey'

describe('textKey', () => {
  it('tells texts apart by their key, their values and the type of each', () => {
    const keys = [
      textKey('card.seats'),
      textKey('card.seats', { count: 4 }),
      textKey('card.seats', { count: 5 }),
      textKey('card.seats', { count: '5' }),
      textKey('card.doors', { count: 5 }),
      textKey('card.totalFor', { count: 5, price: '280 €' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    expect(textKey('card.seats', { count: 5 })).toBe(textKey('card.seats', { count: 5 }))
  })

  it('leaves to translate every time what is not a key with flat values', () => {
    expect(textKey(['a', 'b'])).toBeNull()
    expect(textKey('card.seats', 'a default text')).toBeNull()
    expect(textKey('card.seats', null)).toBeNull()
    expect(textKey('card.mileage', { value: { km: 200 } })).toBeNull()
    expect(textKey('card.minAge', { age: undefined })).toBeNull()
  })
})
