import { defineEndpoint, from } from '../contract'

/**
 * Push notices (issue 48, record 0148). The choices are the caller's own; a subscription is this
 * device's, tied to its session: sign-out, the device's end and the account's deletion remove it.
 * Another account's subscription is 404.
 */
const push = () => import('../schemas/push')
const tags = ['notifications']

export const getPushSettings = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/push',
  summary: "The server's VAPID public key, the caller's push choices and how many of their devices receive pushes",
  tags,
  session: 'required',
  resources: ['notifications'],
  schemas: /* @__PURE__ */ from(push, (s) => ({ response: s.ZPushSettings })),
})

export const updatePushPreferences = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/push/preferences',
  summary: "The caller's push choices: which topics of their kind of account, and how long before a pick-up its reminder comes",
  tags,
  session: 'required',
  resources: ['notifications'],
  schemas: /* @__PURE__ */ from(push, (s) => ({ body: s.ZPushPreferences, response: s.ZPushSettings })),
})

export const subscribePush = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/push/subscriptions',
  summary: "This device receives pushes: the browser's subscription, kept as long as this session (a known endpoint moves to it)",
  tags,
  session: 'required',
  resources: ['devices'],
  schemas: /* @__PURE__ */ from(push, (s) => ({ body: s.ZPushSubscription, response: s.ZPushSubscribed })),
})

export const unsubscribePush = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/push/subscriptions/remove',
  summary: 'A device of the caller receives pushes no more (its endpoint; another account’s is 404)',
  tags,
  session: 'required',
  resources: ['devices'],
  schemas: /* @__PURE__ */ from(push, (s) => ({ body: s.ZPushEndpoint, response: s.ZPushSubscribed })),
})
