import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { eraseCheckIns } from '../checkIn/erase'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: the licences given at check-in are erased CHECK_IN_ERASE_DAYS after drop-off. */
    'checkIns.erase': TNoPayload
  }
}

export const checkInsEraseJob = defineSweep('checkIns.erase', (db, now, config) => eraseCheckIns(db, now, config.checkIn.eraseDays))
