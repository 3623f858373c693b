import Stripe from 'stripe'
import { PaymentSignatureError, type PaymentProvider, type TPaymentEvent, type TPaymentRequest, type TPaymentStart } from './payments'

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl?: string | undefined }

/**
 * Stripe with the official SDK: a hosted Checkout Session per payment (cards and the wallets
 * Stripe offers, such as Apple Pay and Google Pay), confirmed by signed webhooks. `apiUrl` points
 * the SDK elsewhere (its host, port and protocol settings): tests use a loopback fake of the API.
 */
export function createStripePayments(config: StripeConfig): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  })

  const checkoutSession = async (request: Omit<TPaymentRequest, 'card'>, idempotencyKey: string): Promise<TPaymentStart> => {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.reference,
        customer_email: request.email,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } },
          },
        ],
        metadata: { bookingId: request.reference },
        payment_intent_data: { metadata: { bookingId: request.reference } },
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      { idempotencyKey },
    )
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL')
    return { status: 'redirect', paymentRef: session.id, url: session.url }
  }

  return {
    name: 'stripe',
    flow: 'redirect',
    createPayment: (request) => checkoutSession(request, `booking-${request.reference}`),
    async readPayment(paymentRef) {
      const session = await stripe.checkout.sessions.retrieve(paymentRef, { expand: ['payment_intent.latest_charge'] })
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
      const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null
      const card = charge?.payment_method_details?.card
      if (session.payment_status === 'paid') return { status: 'paid', last4: card?.last4 ?? undefined, brand: card?.brand ?? undefined }
      if (session.status === 'expired') return { status: 'expired' }
      if (intent?.status === 'canceled' || intent?.last_payment_error) return { status: 'failed' }
      return { status: 'open' }
    },
    verifyWebhook(rawBody, signature): TPaymentEvent {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret)
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : 'bad signature')
      }
      const object = event.data.object as { object?: string; id?: string }
      const paymentRef = object.object === 'checkout.session' ? (object.id ?? null) : null
      const kind =
        event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded'
          ? 'paid'
          : event.type === 'checkout.session.expired'
            ? 'expired'
            : event.type === 'checkout.session.async_payment_failed'
              ? 'failed'
              : 'other'
      return { id: event.id, kind, paymentRef }
    },
    async refund(paymentRef, amountCents, idempotencyKey) {
      const session = await stripe.checkout.sessions.retrieve(paymentRef)
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
      if (!intent) throw new Error('this payment has nothing to refund')
      await stripe.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey })
    },
    // A further hosted payment for the difference: the driver pays it on Stripe's page.
    chargeDifference: (paymentRef, request) => checkoutSession(request, `difference-${paymentRef}-${request.amountCents}-${request.reference}`),
  }
}
