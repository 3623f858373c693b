import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Session = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  client_reference_id: string | null
  customer_email: string | null
  amount_total: number
  currency: string
  expires_at: number
  success_url: string
  payment_intent: string | null
  metadata: Record<string, string>
}

export type FakeStripe = {
  url: string
  webhookSecret: string
  sessions: Map<string, Session>
  refunds: { payment_intent: string; amount: number }[]
  /** Requests seen, with their Idempotency-Key header. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[]
  pay(sessionId: string): void
  expire(sessionId: string): void
  /** A webhook call as Stripe signs it, with the SDK's own test helper. */
  signedEvent(type: string, sessionId: string, options?: { id?: string; secret?: string }): { payload: string; signature: string }
  close(): Promise<void>
}

const random = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24)

/**
 * A loopback fake of the part of Stripe's HTTP API the provider uses (Checkout Sessions and
 * refunds), form-encoded in and JSON out as Stripe is, so the real SDK runs unchanged against it.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Session>()
  const refunds: FakeStripe['refunds'] = []
  const requests: FakeStripe['requests'] = []
  const webhookSecret = `whsec_${random()}`
  const expanded = (session: Session, expand: string[]) => {
    if (!session.payment_intent || !expand.includes('payment_intent.latest_charge')) return session
    return {
      ...session,
      payment_intent: {
        id: session.payment_intent,
        object: 'payment_intent',
        status: 'succeeded',
        latest_charge: { id: `ch_${random()}`, object: 'charge', payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } } },
      },
    }
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test')
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const key = req.headers['idempotency-key']
      requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: Array.isArray(key) ? key[0] : key })
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${random()}`
        const session: Session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          expires_at: Number(form.get('expires_at')),
          success_url: form.get('success_url') ?? '',
          payment_intent: null,
          metadata: { bookingId: form.get('metadata[bookingId]') ?? '' },
        }
        sessions.set(id, session)
        return send(200, session)
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const session = sessions.get(match[1] ?? '')
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
        return send(
          200,
          expanded(
            session,
            [...url.searchParams].filter(([k]) => k.startsWith('expand')).map(([, v]) => v),
          ),
        )
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const refund = { payment_intent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')) }
        refunds.push(refund)
        return send(200, { id: `re_${random()}`, object: 'refund', status: 'succeeded', ...refund })
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const sdk = new Stripe('sk_test_fake')
  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    sessions,
    refunds,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (session) Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${random()}` })
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)
      if (session) session.status = 'expired'
    },
    signedEvent(type, sessionId, options = {}) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_${random()}`,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: sessions.get(sessionId) ?? { id: sessionId, object: 'checkout.session' } },
      })
      return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret }) }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
