import { describe, expect, it } from 'vitest'
import { createPace, QUIET_MS } from '../src/platform/jobs/pace'

/** A clock the test moves: each sleep moves it by what was asked, and requests arrive at set times. */
function pacedClock(arrivals: number[]) {
  let time = 0
  const slept: number[] = []
  const pending = [...arrivals]
  const pace = createPace({
    maxWaitMs: 1_000,
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms)
      const next = time + ms
      // Requests that begin while the worker sleeps.
      while (pending.length && (pending[0] ?? Infinity) <= next) {
        time = pending.shift() ?? time
        pace.activity()
      }
      time = next
    },
  })
  return { pace, slept, at: () => time }
}

describe('the worker waits for a gap between requests', () => {
  it('takes work at once on a server that answered nothing lately', async () => {
    const clock = pacedClock([])
    await clock.pace.gap()
    expect(clock.slept).toEqual([])
  })

  it('waits until no request has begun or ended for the quiet time', async () => {
    const clock = pacedClock([5, 12])
    clock.pace.activity() // a request at 0
    await clock.pace.gap()
    expect(clock.at()).toBe(12 + QUIET_MS)
  })

  it('under a steady load takes work after the longest wait, never later', async () => {
    const every5ms = Array.from({ length: 400 }, (_, i) => (i + 1) * 5)
    const clock = pacedClock(every5ms)
    clock.pace.activity()
    await clock.pace.gap()
    expect(clock.at()).toBe(1_000)
  })
})
