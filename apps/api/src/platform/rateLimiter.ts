import { AppError } from './errors'

/**
 * Fixed-window counters in this process (DESIGN.md: a shared store when several instances run).
 * Each action has its own limit, configured so browser tests can raise it and limit tests lower it.
 * `hit` answers 0 when the call is allowed, else the milliseconds until its window resets.
 */
export type RateLimiter = { hit(action: string, key: string, max: number): number; reset(): void }

export function createRateLimiter(windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    hit(action, key, max) {
      const now = Date.now()
      const id = `${action}:${key}`
      let window = windows.get(id)
      if (!window || window.resetAt <= now) {
        if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
        window = { count: 0, resetAt: now + windowMs }
        windows.set(id, window)
      }
      window.count++
      return window.count <= max ? 0 : window.resetAt - now
    },
    reset() {
      windows.clear()
    },
  }
}

/** Throws the translated 429, with the seconds to wait for Retry-After, when the caller went over the action's limit. */
export function enforceLimit(limiter: RateLimiter, action: string, key: string, max: number): void {
  const waitMs = limiter.hit(action, key, max)
  if (waitMs > 0) throw new AppError(429, 'too_many_requests', 'api.tooManyRequests', {}, undefined, Math.max(1, Math.ceil(waitMs / 1000)))
}
