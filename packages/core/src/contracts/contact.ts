import { defineEndpoint, from } from '../contract'

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/send-email',
  summary: 'Send a contact-form message to support (signed in: from the account’s address)',
  tags: ['contact'],
  session: 'optional',
  schemas: from(
    () => import('../schemas/auth'),
    (s) => ({ body: s.ZContactBody(false).partial({ email: true }), response: s.ZOk }),
  ),
})
