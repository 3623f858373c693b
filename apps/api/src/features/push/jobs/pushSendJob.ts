import { z } from 'zod'
import { isMessageKey } from '@wheelbase/core/messages'
import { PUSH_OWN_KEYS, type TPushKey } from '@wheelbase/core/push'
import { defineJob } from '../../../platform/jobs/definition'
import { sendPush } from '../send'

const ZPayload = z.object({
  subscriptionId: z.string(),
  bookingId: z.string(),
  key: z.custom<TPushKey>(
    (value) => typeof value === 'string' && (isMessageKey(value) || (PUSH_OWN_KEYS as readonly string[]).includes(value)),
    'not a push key',
  ),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
})

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** One notice pushed to one device (features/push/send.ts). */
    'push.send': z.infer<typeof ZPayload>
  }
}

export const pushSendJob = defineJob('push.send', ZPayload, (ctx, payload) => sendPush(ctx, payload))
