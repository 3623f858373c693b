import { describe, expect, it } from 'vitest'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { searchFormTarget, type TPlaceFinder } from './searchForm'

const place = (id: string, name: string, timeZone = 'Europe/Athens'): TLocation => ({
  _id: id,
  slug: id,
  kind: 'city',
  name,
  latitude: 0,
  longitude: 0,
  timeZone,
  image: null,
  address: null,
})
const ATHENS = place('00000000-0000-4000-8000-000000000001', 'Athens - City Centre')
const PARIS = place('00000000-0000-4000-8000-000000000002', 'Paris', 'Europe/Paris')
const finder: TPlaceFinder = {
  byId: async (id) => [ATHENS, PARIS].find((p) => p._id === id) ?? null,
  byText: async (text) => [ATHENS, PARIS].find((p) => p.name.toLowerCase().includes(text.toLowerCase())) ?? null,
}
const sent = (fields: Record<string, string>) =>
  new URLSearchParams({ fromDate: '2027-03-10', fromTime: '14:30', toDate: '2027-03-13', toTime: '10:00', ...fields })

describe('a search sent by the form before the app runs', () => {
  it('becomes the results address, in the pick-up place’s wall clock', async () => {
    const target = new URL(`http://x${await searchFormTarget(sent({ pickup: ATHENS._id, pickupName: ATHENS.name }), finder)}`)
    expect(target.pathname).toBe('/search')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      pickup: ATHENS._id,
      from: '2027-03-10T14:30:00+02:00',
      to: '2027-03-13T10:00:00+02:00',
    })
  })

  it('finds the place by the text typed, unless it is the name of the place chosen', async () => {
    const typed = new URL(`http://x${await searchFormTarget(sent({ pickup: '', pickupName: 'paris' }), finder)}`)
    expect(typed.searchParams.get('pickup')).toBe(PARIS._id)
    expect(typed.searchParams.get('from')).toBe('2027-03-10T14:30:00+01:00')
    const retyped = new URL(`http://x${await searchFormTarget(sent({ pickup: ATHENS._id, pickupName: 'Paris' }), finder)}`)
    expect(retyped.searchParams.get('pickup')).toBe(PARIS._id)
  })

  it('keeps the results’ filters and sort, and a drop-off elsewhere', async () => {
    const fields = sent({ pickup: ATHENS._id, dropoff: PARIS._id, dropoffName: PARIS.name, aircon: '1', sort: 'price_desc' })
    const target = new URL(`http://x${await searchFormTarget(fields, finder)}`)
    expect([...target.searchParams.keys()]).toEqual(['pickup', 'dropoff', 'from', 'to', 'aircon', 'sort'])
    expect(target.searchParams.get('dropoff')).toBe(PARIS._id)
  })

  it('leads to the search page when a place or a date is missing, and leaves other queries alone', async () => {
    expect(await searchFormTarget(sent({ pickupName: 'Atlantis' }), finder)).toBe('/search')
    expect(await searchFormTarget(sent({ pickup: ATHENS._id, fromDate: 'soon' }), finder)).toBe('/search')
    expect(await searchFormTarget(new URLSearchParams({ pickup: ATHENS._id, from: 'x', to: 'y' }), finder)).toBeNull()
  })
})
