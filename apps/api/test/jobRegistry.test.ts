import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { JOB_DEFINITIONS, jobHandlers, periodicWork } from '../src/jobRegistry'
import type { TJobContext } from '../src/platform/jobs/definition'

describe('the job registry', () => {
  it('lists each kind once', () => {
    const kinds = JOB_DEFINITIONS.map((definition) => definition.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it('refuses a payload that is not its kind’s before any work is done', async () => {
    // No context at all: the schema refuses the payload before the work would read one.
    const handlers = jobHandlers({} as TJobContext)
    const item = { _id: crypto.randomUUID(), key: 'k', attempts: 1 }
    await expect(handlers['mail.voucher']({ bookingId: 42 } as never, item)).rejects.toThrow(/bookingId/)
    await expect(handlers['mail.accountLink']({ userId: 'u', kind: 'delete', wording: null } as never, item)).rejects.toThrow(/kind/)
  })

  it('gives the periodic kinds their periods from the configuration', () => {
    const periodic = periodicWork(loadConfig({ HOLD_SWEEP_SECONDS: '90' }))
    expect(periodic).toEqual(
      expect.arrayContaining([
        { kind: 'holds.expire', everyMs: 90_000 },
        { kind: 'reviews.invite', everyMs: 90_000 },
        { kind: 'rates.refresh', everyMs: 12 * 3_600_000 },
        { kind: 'jobs.prune', everyMs: 3_600_000 },
      ]),
    )
    expect(periodic.map((work) => work.kind)).not.toContain('mail.voucher')
  })
})
