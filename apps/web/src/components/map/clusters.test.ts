import { describe, expect, it } from 'vitest'
import { clusterByDistance } from './clusters'

const at = (name: string, x: number, y: number) => ({ name, x, y })

describe('clusterByDistance', () => {
  it('groups places closer than the distance and leaves the others alone', () => {
    const places = [at('Athens', 100, 100), at('Airport', 120, 110), at('Piraeus', 90, 125), at('Heraklion', 300, 400), at('Chania', 200, 400)]
    const clusters = clusterByDistance(places, (p) => p, 40)
    expect(clusters.map((c) => c.members.map((m) => m.name))).toEqual([['Athens', 'Airport', 'Piraeus'], ['Heraklion'], ['Chania']])
    expect(clusters[0]?.x).toBeCloseTo(310 / 3)
    expect(clusters[0]?.y).toBeCloseTo(335 / 3)
  })

  it('keeps every place apart once zoomed in far enough', () => {
    const places = [at('A', 0, 0), at('B', 50, 0), at('C', 0, 50)]
    expect(clusterByDistance(places, (p) => p, 40)).toHaveLength(3)
    expect(clusterByDistance([], (p: { x: number; y: number }) => p, 40)).toEqual([])
  })
})
