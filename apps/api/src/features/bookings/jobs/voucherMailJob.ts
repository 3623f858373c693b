import { defineJob, messageIdOf, ZBookingPayload, type TBookingPayload } from '../../../platform/jobs/definition'
import { mailVoucher } from '../voucher/send'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** The voucher of an approved (reserved) booking, to its driver. */
    'mail.voucher': TBookingPayload
  }
}

export const voucherMailJob = defineJob({
  kind: 'mail.voucher',
  payload: ZBookingPayload,
  run: (ctx, { bookingId }, job) => mailVoucher(ctx, bookingId, messageIdOf(job)),
})
