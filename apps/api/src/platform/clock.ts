/**
 * The time the rules read: the review window, the invitation's day, an emailed link's expiry.
 * The system's clock, except on a test server started with TEST_CLOCK=true (never in production),
 * whose clock a browser test moves forward (POST /api/test/clock) to pass a drop-off without waiting.
 */
export type Clock = {
  now(): Date
  /** Only a test clock moves: to `at`, which later readings run on from. */
  set?(at: Date): void
}

export const systemClock: Clock = { now: () => new Date() }

/** Real time shifted by an offset that `set` changes: time still passes between readings. */
export function testClock(): Clock {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now()
    },
  }
}
