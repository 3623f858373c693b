import { z } from 'zod'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { mailVoucher } from '../voucher/send'

const ZPayload = z.object({ bookingId: z.string() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** The voucher of an approved (reserved) booking, to its driver. */
    'mail.voucher': z.infer<typeof ZPayload>
  }
}

export const voucherMailJob = defineJob({
  kind: 'mail.voucher',
  payload: ZPayload,
  run: (ctx, { bookingId }, job) => mailVoucher(ctx, bookingId, messageIdOf(job)),
})
