import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { toLanguage } from '@wheelbase/core/languages'
import type { TPushKey } from '@wheelbase/core/push'
import type { AppContext } from '../../appContext'
import { pushSubscriptions, users } from '../../db/schema'
import { vapidKeys } from './keys'
import { pushMessage } from './message'
import { isPushService } from './services'

const DAY_S = 86_400

/** What a refused push is: retried, then parked with its status for an admin to see. */
export class PushRefused extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`)
    this.name = 'PushRefused'
  }
}

/**
 * Pushes one notice to one device (record 0148): written in its reader's language when it is sent,
 * encrypted to the browser's keys (RFC 8291, aes128gcm) and signed with the server's VAPID key by
 * `web-push`, and posted to the device's push service. A device gone meanwhile gets nothing; a push
 * service that answers 404 or 410 has dropped the subscription, which is then removed; any other
 * refusal is retried as durable work.
 */
export async function sendPush(
  ctx: AppContext,
  payload: { subscriptionId: string; bookingId: string; key: TPushKey; params: Record<string, string | number> },
): Promise<void> {
  const [device] = await ctx.db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, language: users.language })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users._id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions._id, payload.subscriptionId))
  if (!device || !isPushService(device.endpoint, ctx.config.push.services)) return
  const language = toLanguage(device.language) ?? ctx.config.defaultLanguage
  const message = await pushMessage(ctx, language, payload.bookingId, payload.key, payload.params)
  if (!message) return
  const keys = await vapidKeys(ctx.db, ctx.config)
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: ctx.config.push.subject, ...keys },
      contentEncoding: 'aes128gcm',
      TTL: DAY_S,
      urgency: payload.key === 'push.pickupReminder' ? 'high' : 'normal',
    },
  )
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
  const answer = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    ...(request.body ? { body: new Uint8Array(request.body) } : {}),
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  })
  await answer.body?.cancel()
  if (answer.status === 404 || answer.status === 410) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions._id, payload.subscriptionId))
    return
  }
  if (!answer.ok) throw new PushRefused(answer.status)
}
