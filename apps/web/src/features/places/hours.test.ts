import { describe, expect, it } from 'vitest'
import { weekRows } from './hours'

describe("a desk's week as a place page shows it", () => {
  const hours = [
    { weekday: 1 as const, opens: 480, closes: 720 },
    { weekday: 1 as const, opens: 840, closes: 1440 },
    { weekday: 3 as const, opens: 0, closes: 1440 },
  ]

  it('writes each day, Monday first, with its intervals in the language; a day with none is closed, 00:00–24:00 is all day, 24:00 midnight', () => {
    const rows = weekRows(hours, 'fr', { allDay: 'Ouvert 24 h/24', midnight: 'minuit' })
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(rows[0]?.intervals).toEqual(['08:00–12:00', '14:00–minuit'])
    expect(rows[1]?.intervals).toEqual([])
    expect(rows[2]?.intervals).toEqual(['Ouvert 24 h/24'])
  })

  it('writes times as the language does', () => {
    expect(weekRows(hours, 'en', { allDay: 'Open 24 hours', midnight: 'midnight' })[0]?.intervals).toEqual(['8:00 AM–12:00 PM', '2:00 PM–midnight'])
  })
})
