import { defineEndpoint, from } from '../contract'

export const sendContactMessage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/send-email',
  summary: 'Send a contact-form message to support (signed in: from the account’s address)',
  tags: ['contact'],
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(
    () => import('../schemas/auth'),
    (s) => ({ body: s.ZContactBody(false).partial({ email: true }), response: s.ZOk }),
  ),
})
