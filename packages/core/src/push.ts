import type { TMessageKey } from './messages'

/**
 * Push notices (issue 48, record 0148): what a driver or staff may have pushed to a device. A
 * driver chooses among the first four, staff (a supplier, an admin) among the last two; every
 * topic is on until turned off. A notice of no topic (a payment recorded, an export) is never pushed.
 */
export const DRIVER_PUSH_TOPICS = ['approval', 'cancellation', 'reminder', 'review'] as const
export const STAFF_PUSH_TOPICS = ['newBooking', 'cancelRequest'] as const
export const PUSH_TOPICS = [...DRIVER_PUSH_TOPICS, ...STAFF_PUSH_TOPICS] as const
export type TPushTopic = (typeof PUSH_TOPICS)[number]

/** How long before the pick-up its reminder is pushed, in hours: the choices, and the default. */
export const PICKUP_REMINDER_HOURS = [1, 3, 6, 12, 24, 48] as const
export const DEFAULT_PICKUP_REMINDER_HOURS = 24

/** The pushes that are no notice told in the app: written by the server alone (its mail texts). */
export const PUSH_OWN_KEYS = ['push.pickupReminder', 'push.reviewInvitation'] as const
/** What a push says: a notice's message key, or one of the pushes of its own. */
export type TPushKey = TMessageKey | (typeof PUSH_OWN_KEYS)[number]

/** The topic each pushed notice belongs to. */
const TOPIC_OF: Partial<Record<TPushKey, TPushTopic>> = {
  'notifications.bookingReserved': 'approval',
  'notifications.bookingCancelled': 'cancellation',
  'notifications.bookingCancelledRefunded': 'cancellation',
  'notifications.cancelDeclined': 'cancellation',
  'push.pickupReminder': 'reminder',
  'push.reviewInvitation': 'review',
  'notifications.newBooking': 'newBooking',
  'notifications.cancelRequest': 'cancelRequest',
}

/** The topic of a notice, or null when it is never pushed. */
export const pushTopicOf = (key: TPushKey): TPushTopic | null => TOPIC_OF[key] ?? null

/** The topics an account's kind can choose among. */
export const pushTopicsFor = (type: 'user' | 'supplier' | 'admin'): readonly TPushTopic[] =>
  type === 'user' ? DRIVER_PUSH_TOPICS : STAFF_PUSH_TOPICS

/** A pushed notice as the service worker shows it: its text, and the page a tap opens. */
export type TPushMessage = { title: string; body: string; url: string; tag: string; lang: string; dir: 'ltr' | 'rtl' }

/** Whether a push's data is a notice of ours (a push without one shows nothing). */
export function isPushMessage(value: unknown): value is TPushMessage {
  if (typeof value !== 'object' || value === null) return false
  const message = value as Record<string, unknown>
  return (
    ['title', 'body', 'url', 'tag', 'lang'].every((name) => typeof message[name] === 'string') && (message.dir === 'ltr' || message.dir === 'rtl')
  )
}
