/**
 * The worker yields to requests (issue 47, record 0140). On two cores, a mail rendered and sent
 * at the moment its booking commits competes with the next checkouts: under load, the run with
 * the worker sending measured 1.43–2.41× the checkout's p95 without it. So the worker takes its
 * next item only once the server has begun or finished no request for QUIET_MS (a gap between
 * requests), and at the latest after `maxWaitMs`: on an idle machine a mail still leaves within
 * milliseconds, under a steady load the work is paced to one item per `maxWaitMs`, and what is
 * left runs as soon as the load eases. Nothing is kept in memory: the work waits in its table.
 */

/** How long without a request beginning or ending counts as a gap. */
export const QUIET_MS = 20

export type TPace = {
  /** A request began or finished (the server's hooks). */
  activity(): void
  /** Resolves at the next gap between requests, or after the longest wait. */
  gap(): Promise<void>
}

type TPaceOptions = {
  /** The longest the worker waits for a gap before taking an item anyway; 0: never waits. */
  maxWaitMs: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createPace({ maxWaitMs, now = () => performance.now(), sleep = realSleep }: TPaceOptions): TPace {
  let last = Number.NEGATIVE_INFINITY
  return {
    activity: () => {
      last = now()
    },
    async gap() {
      const until = now() + maxWaitMs
      for (;;) {
        const at = now()
        const quietFor = at - last
        if (quietFor >= QUIET_MS || at >= until) return
        await sleep(Math.min(QUIET_MS - quietFor, until - at))
      }
    },
  }
}
