import { z } from 'zod'
import { PICKUP_REMINDER_HOURS, PUSH_TOPICS } from '../push'

/**
 * Push notices to a device (issue 48, record 0148): the server's VAPID public key, the caller's
 * choices (the same on each of their devices), and a device's subscription, which the browser's
 * Push API gives and which lives as long as the session that sent it.
 */
export const ZPushPreferences = z.object({
  /** The topics pushed; the others are not (each topic's own kind of account only). */
  topics: z.array(z.enum(PUSH_TOPICS)).max(PUSH_TOPICS.length),
  reminderHours: z.union(PICKUP_REMINDER_HOURS.map((hours) => z.literal(hours)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]),
})
export type TPushPreferences = z.infer<typeof ZPushPreferences>

export const ZPushSettings = ZPushPreferences.extend({
  /** The key a browser subscribes with (base64url), or null when this server pushes nothing. */
  publicKey: z.string().nullable(),
  /** The devices of the caller's that receive pushes. */
  devices: z.number().int().nonnegative(),
})
export type TPushSettings = z.infer<typeof ZPushSettings>

/** A base64url text of `length` characters (the browser's keys: 65 bytes are 87, 16 are 22), padded or not. */
const base64url = (length: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), 'validation.invalidValue')

/** A PushSubscription as the browser's `toJSON()` gives it. */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
})
export type TPushSubscription = z.infer<typeof ZPushSubscription>

export const ZPushEndpoint = z.object({ endpoint: z.string().max(2000) })
export const ZPushSubscribed = z.object({ devices: z.number().int().nonnegative() })
