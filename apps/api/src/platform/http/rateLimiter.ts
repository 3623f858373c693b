import { createHash } from 'node:crypto'
import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { DomainError } from '../../domain/errors'

/**
 * Per-action limits over a fixed window (rate-limiter-flexible). On PostgreSQL the counters live
 * in the shared `rate_limits` table, so N instances allow the limit once, not N times; the
 * embedded mode is one process and counts in memory. Each action has its own limit, configured so
 * browser tests can raise it and limit tests lower it.
 */
export type RateLimiter = {
  /** 0 when the call is allowed, else the milliseconds until it would be. */
  consume(action: string, key: string, max: number): Promise<number>
  /** Gives one try back: a limit on wrong answers counts each try first (so that tries at once cannot pass it), then returns the right ones. */
  refund(action: string, key: string, max: number): Promise<void>
}

const TABLE = 'rate_limits'

/** Keys are hashed: no address or email lands in the table, and every key fits its column. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

export function createRateLimiter(windowMs: number, pool?: pg.Pool): RateLimiter {
  const duration = Math.max(1, Math.round(windowMs / 1000))
  const limiters = new Map<string, RateLimiterAbstract>()
  const limiterFor = (action: string, max: number): RateLimiterAbstract => {
    const id = `${action}:${max}`
    let limiter = limiters.get(id)
    if (!limiter) {
      const options = { keyPrefix: `wb:${action}`, points: max, duration }
      limiter = pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: pool,
            tableName: TABLE,
            tableCreated: true, // by migration 0004
            clearExpiredByTimeout: true, // every 5 minutes, rows expired an hour ago go
            // If the database cannot be reached, each instance limits on its own rather than not at all.
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options)
      limiters.set(id, limiter)
    }
    return limiter
  }
  return {
    async consume(action, key, max) {
      try {
        await limiterFor(action, max).consume(hashed(key))
        return 0
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext)
        throw refusal
      }
    },
    async refund(action, key, max) {
      await limiterFor(action, max).reward(hashed(key), 1)
    },
  }
}

/** Throws the translated 429, with the seconds to wait for Retry-After, when the caller went over the action's limit. */
export async function enforceLimit(limiter: RateLimiter, action: string, key: string, max: number): Promise<void> {
  const waitMs = await limiter.consume(action, key, max)
  if (waitMs > 0)
    throw new DomainError('rateLimited', 'too_many_requests', 'api.tooManyRequests', {}, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) })
}
