import { defineEndpoint, from } from '../contract'

const notifications = () => import('../schemas/notifications')
const tags = ['notifications']

/** The caller's own notifications only: another account's never appear, and ids of theirs change nothing. */
export const listNotifications = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  summary: "The caller's notifications, newest first, 30 a page, with the unread count",
  tags,
  session: 'required',
  resources: ['notifications'],
  schemas: /* @__PURE__ */ from(notifications, (s) => ({ query: s.ZNotificationsQuery, response: s.ZNotificationsResult })),
})

export const notificationCount = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/notifications/count',
  summary: "The caller's unread notifications (the header's count)",
  tags,
  session: 'required',
  resources: ['notifications'],
  schemas: /* @__PURE__ */ from(notifications, (s) => ({ response: s.ZNotificationCount })),
})

/** The same count, live: an event at once, then one each time it changes, from any API instance. */
export const notificationStream = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/notifications/stream',
  summary: "The caller's unread count as server-sent events (`count` events), sent again whenever it changes",
  tags,
  session: 'required',
  resources: ['notifications'],
  produces: 'text/event-stream',
  schemas: /* @__PURE__ */ from(notifications, (s) => ({ response: s.ZNotificationCount })),
})

export const markNotifications = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/notifications/mark',
  summary: "Mark some or all of the caller's notifications read or unread",
  tags,
  session: 'required',
  resources: ['notifications'],
  schemas: /* @__PURE__ */ from(notifications, (s) => ({ body: s.ZMarkNotifications, response: s.ZChangedCount })),
})

export const deleteNotifications = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/notifications/delete',
  summary: "Delete some or all of the caller's notifications",
  tags,
  session: 'required',
  resources: ['notifications'],
  schemas: /* @__PURE__ */ from(notifications, (s) => ({ body: s.ZNotificationSelection, response: s.ZChangedCount })),
})
