import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { sweepRetention } from '../retention'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: bookings past the retention period keep the driver's name only; stale unactivated accounts are erased. */
    'accounts.retention': TNoPayload
  }
}

export const retentionJob = defineSweep('accounts.retention', (db, now, config) => sweepRetention(db, now, config.retention))
