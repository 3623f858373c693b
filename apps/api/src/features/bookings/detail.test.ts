import { describe, expect, it } from 'vitest'
import { inChainOrder } from './detail'

const at = (ms: number) => new Date(Date.UTC(2027, 0, 1) + ms)

describe('a booking history', () => {
  it('lists the steps of one transaction in the order they chained, whatever order they were read in', () => {
    const rows = [
      { at: at(0), from: 'paid', to: 'reserved' },
      { at: at(0), from: 'pending', to: 'paid' },
      { at: at(0), from: null, to: 'pending' },
      { at: at(5_000), from: 'reserved', to: 'cancelled' },
    ]
    expect(inChainOrder(rows).map((row) => row.to)).toEqual(['pending', 'paid', 'reserved', 'cancelled'])
  })

  it('keeps different instants in time order', () => {
    const rows = [
      { at: at(2), from: 'pending', to: 'void' },
      { at: at(1), from: null, to: 'pending' },
    ]
    expect(inChainOrder(rows).map((row) => row.to)).toEqual(['pending', 'void'])
  })
})
