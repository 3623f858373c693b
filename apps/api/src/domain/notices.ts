import type { TMessageKey } from '@wheelbase/core/messages'
import type { Db } from '../db/client'

/** How a notification is also emailed to readers who want email: as itself, as the new-booking mail, or not (the voucher says it). */
export type TNoticeMail = 'notice' | 'newBooking' | 'none'

/**
 * Telling people of a booking event, as the lifecycle and the booking services need it: a port.
 * The notifications feature writes them (features/notifications/write.ts: the in-app rows, their
 * mails as durable work, the signal to every instance's live count); the composition root gives
 * it to the rest in the context, since shared code and other features may not import a feature.
 * Each call runs in the caller's transaction, so an event and its change commit together.
 */
export type BookingNotices = {
  /** The booking's driver. */
  toDriver(
    tx: Db,
    booking: { _id: string; driverId: string },
    messageKey: TMessageKey,
    params: Record<string, string | number>,
    mail?: TNoticeMail,
  ): Promise<void>
  /** The car's supplier and every active admin. */
  toStaff(
    tx: Db,
    booking: { _id: string; supplierId: string },
    messageKey: TMessageKey,
    params: Record<string, string | number>,
    mail?: TNoticeMail,
  ): Promise<void>
}
