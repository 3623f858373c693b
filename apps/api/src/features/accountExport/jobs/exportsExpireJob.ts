import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { dropOldExports } from '../exports'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: data exports go once their links expire, and requests that never finished after a day. */
    'accounts.exportsExpire': TNoPayload
  }
}

export const exportsExpireJob = defineSweep('accounts.exportsExpire', dropOldExports)
