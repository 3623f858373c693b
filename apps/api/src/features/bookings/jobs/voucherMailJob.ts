import { defineJob, messageIdOf, ZBookingPayload, type TBookingPayload } from '../../../platform/jobs/definition'
import { mailVoucher } from '../voucher/send'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.voucher': TBookingPayload
  }
}

/** The voucher of an approved (reserved) booking, to its driver. */
export const voucherMailJob = defineJob('mail.voucher', ZBookingPayload, (ctx, { bookingId }, job) => mailVoucher(ctx, bookingId, messageIdOf(job)))
