/** mulberry32: a small seeded generator, so the demo data is the same on every machine. */
export type Random = {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  sample<T>(items: readonly T[], count: number): T[]
  uuid(): string
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new RangeError('pick from an empty list')
    return item
  }
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy.slice(0, count)
    },
    /** A version-4-shaped UUID drawn from the generator. */
    uuid() {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16))
      hex[12] = '4'
      hex[16] = ((int(0, 15) & 0x3) | 0x8).toString(16)
      const h = hex.join('')
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
    },
  }
}
