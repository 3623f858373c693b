import { AppError } from './errors'

/**
 * Fixed-window counters in this process (DESIGN.md: Redis when several instances run). Each
 * action has its own limit, configured so browser tests can raise it and limit tests lower it.
 */
export type RateLimiter = { hit(action: string, key: string, max: number): boolean; reset(): void }

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
      return window.count <= max
    },
    reset() {
      windows.clear()
    },
  }
}

/** Throws the translated 429 when the caller went over the action's limit. */
export function enforceLimit(limiter: RateLimiter, action: string, key: string, max: number): void {
  if (!limiter.hit(action, key, max)) throw new AppError(429, 'too_many_requests', 'api.tooManyRequests')
}
