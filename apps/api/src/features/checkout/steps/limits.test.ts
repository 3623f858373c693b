import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../platform/http/rateLimiter'
import type { AppContext } from '../../../appContext'
import { takeLimits } from './limits'

const ctx = (checkout: number) =>
  ({ limiter: createRateLimiter(60_000), config: { rateLimits: { checkout } } }) as unknown as Pick<AppContext, 'limiter' | 'config'>
const guest = (email: string) => ({ driver: { email, fullName: 'G', phone: '+30 690 000 0000', birthDate: '1990-01-01' } })

describe('the checkout limits', () => {
  it('answers 429 past the limit of one address, and counts each account apart', async () => {
    const limits = ctx(2)
    await takeLimits(limits, null, guest('a@limits.test'), '10.0.0.1')
    await takeLimits(limits, null, guest('b@limits.test'), '10.0.0.1')
    await expect(takeLimits(limits, null, guest('c@limits.test'), '10.0.0.1')).rejects.toMatchObject({ problem: 'rateLimited' })
    // The same guest from other addresses: its own count runs out too.
    await takeLimits(limits, null, guest('a@limits.test'), '10.0.0.2')
    await expect(takeLimits(limits, null, guest('a@limits.test'), '10.0.0.3')).rejects.toMatchObject({ problem: 'rateLimited' })
  })
})
