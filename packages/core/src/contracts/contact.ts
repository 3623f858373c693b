import { defineEndpoint } from '../contract'

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/send-email',
  summary: 'Send a contact-form message to support (signed in: from the account’s address)',
  tags: ['contact'],
  session: 'optional',
  schemas: async () => {
    const s = await import('../schemas/auth')
    return { body: s.ZContactBody(false).partial({ email: true }), response: s.ZOk }
  },
})
