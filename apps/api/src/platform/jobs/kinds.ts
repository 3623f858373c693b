import type { TMessageKey } from '@wheelbase/core/messages'

/**
 * Every kind of durable work and what it carries. A payload holds ids and words, never a secret:
 * a one-time link's token is made by the work itself when it runs, so no token waits in a table.
 */
export type TJobKinds = {
  /** The driver's confirmation of a booking that holds (pay later, or paid). */
  'mail.bookingConfirmation': { bookingId: string }
  /** A new booking, to one of its staff readers who want email. */
  'mail.newBooking': { bookingId: string; readerId: string }
  /** A booking event told in the app, also emailed to that reader. */
  'mail.notice': { bookingId: string; readerId: string; key: TMessageKey; params: Record<string, string | number> }
  /** The voucher of an approved (reserved) booking, to its driver. */
  'mail.voucher': { bookingId: string }
  /** An activation, reset or invitation link: the token is made when the mail is. */
  'mail.accountLink': { userId: string; kind: 'activate' | 'reset'; wording: 'invitation' | null }
  /** "Email me a link to my booking": the lookup happens here, so the answer tells nothing. */
  'mail.manageLink': { reference: string; email: string }
  /** The contact form's message, to the marketplace's address. */
  'mail.contact': { email: string; subject: string; message: string; account: { name: string; email: string } | null }
  /** The day after drop-off: the driver's invitation to review the rental (once: bookings.review_invited_at). */
  'mail.reviewInvitation': { bookingId: string }
  /** The periodic sweep: unpaid online holds past their deadline turn void, rentals a day past drop-off are invited to review, finished work older than a week is cleared. */
  'holds.sweep': Record<string, never>
  /** The display currencies' rates fetched from the saved address (queued by the sweep every 12 hours). */
  'rates.refresh': Record<string, never>
  /** Stored pictures no record names any more (replaced, deleted, or uploaded for a form never saved), by their /uploads/ URLs. */
  'pictures.remove': { urls: string[] }
}
export type TJobKind = keyof TJobKinds
export const JOB_KINDS = [
  'mail.bookingConfirmation',
  'mail.newBooking',
  'mail.notice',
  'mail.voucher',
  'mail.accountLink',
  'mail.manageLink',
  'mail.contact',
  'mail.reviewInvitation',
  'holds.sweep',
  'rates.refresh',
  'pictures.remove',
] as const satisfies readonly TJobKind[]

/** A kind's work, given its payload and the item's key (a mail's Message-ID comes from it). */
export type TJobHandlers = { [K in TJobKind]: (payload: TJobKinds[K], job: { _id: string; key: string; attempts: number }) => Promise<void> }
