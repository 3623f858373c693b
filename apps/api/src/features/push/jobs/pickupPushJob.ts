import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { pushPickupReminders } from '../reminders'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: bookings picked up within their driver's reminder time get their reminder pushed, once. */
    'push.pickupRemind': TNoPayload
  }
}

export const pickupPushJob = defineSweep('push.pickupRemind', (db, now) => pushPickupReminders(db, now))
