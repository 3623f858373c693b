import { defineEndpoint, from } from '../contract'

const checkout = () => import('../schemas/checkout')

/**
 * The checkout is public (a guest books too): guarded by the anti-forgery and Origin checks, a
 * rate limit, and for a guest the sign-up captcha. The status page's id is unguessable.
 */
export const createCheckout = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/checkout',
  summary: 'Book a car: pay later, or pay online with the test gateway; the price is computed by the server',
  tags: ['checkout'],
  session: 'optional',
  resources: ['bookings', 'cars', 'notifications'],
  schemas: /* @__PURE__ */ from(checkout, (s, { minAge }) => ({
    headers: s.ZCheckoutHeaders,
    body: s.ZCheckoutBody(minAge),
    response: s.ZCheckoutResult,
  })),
})

export const checkoutSession = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/checkout-session/:sessionId',
  summary: 'The outcome of a checkout, by its unguessable session id',
  tags: ['checkout'],
  session: 'optional',
  resources: ['bookings'],
  schemas: /* @__PURE__ */ from(checkout, (s) => ({ params: s.ZCheckoutSessionParams, response: s.ZCheckoutSession })),
})

/** The payment provider's signed events (Stripe): guarded by the signature on the raw body, not by a session. */
export const paymentWebhook = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/payments/webhook',
  summary: "The payment provider's signed webhook (Stripe): paid, expired and failed payments settle their booking",
  tags: ['checkout'],
  session: 'optional',
  resources: ['bookings'],
  schemas: /* @__PURE__ */ from(checkout, (s) => ({ headers: s.ZWebhookHeaders, response: s.ZWebhookResult })),
})
