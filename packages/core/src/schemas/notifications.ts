import { z } from 'zod'

/** The notifications list (spec §2 /notifications): the caller's own, newest first, 30 a page. */
export const ZNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(30),
})

/** Stored as a message key and its parameters, translated when shown: the reader's language wins. */
export const ZNotification = z.object({
  _id: z.uuid(),
  bookingId: z.uuid().nullable(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  createdAt: z.string(),
})
export type TNotification = z.infer<typeof ZNotification>

export const ZNotificationsResult = z.object({
  items: z.array(ZNotification),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
})
export const ZNotificationCount = z.object({ count: z.number().int() })

/** Some of the caller's notifications, or all of them. */
export const ZNotificationSelection = z.union([z.object({ ids: z.array(z.uuid()).min(1).max(500) }), z.object({ all: z.literal(true) })])
export const ZMarkNotifications = z.intersection(ZNotificationSelection, z.object({ isRead: z.boolean() }))
export const ZChangedCount = z.object({ changed: z.number().int() })
