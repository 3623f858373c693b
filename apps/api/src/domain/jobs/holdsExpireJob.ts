import { defineSweep, type TNoPayload } from '../../platform/jobs/definition'
import { expireHolds } from '../holds'

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: unpaid online holds past their deadline turn void. */
    'holds.expire': TNoPayload
  }
}

export const holdsExpireJob = defineSweep('holds.expire', expireHolds)
