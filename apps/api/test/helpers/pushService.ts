import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'

/** A push as the push service received it: which device's, its headers, and its encrypted body. */
export type TReceived = { device: string; headers: IncomingHttpHeaders; body: Buffer }

/** A browser's side of a push subscription: the keys it made, and what it reads of a push (RFC 8291). */
export type TPushBrowser = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  read(push: TReceived): unknown
}

export type TPushService = {
  /** Its origin, for PUSH_SERVICES. */
  origin: string
  received: TReceived[]
  /** A browser subscribed with this service under a name. */
  browser(device: string): TPushBrowser
  /** What the service answers for a device from now on (201 by default; 410 once it dropped it). */
  answer(device: string, status: number): void
  close(): Promise<void>
}

/**
 * A push service on loopback speaking the Web Push protocol (RFC 8030) as far as a sender sees it:
 * a POST to a device's endpoint, with its VAPID authorization and an aes128gcm body, answered 201
 * (or what the test sets). Each browser made here holds its private key, so the test reads each
 * push as that browser would.
 */
export async function startPushService(): Promise<TPushService> {
  const received: TReceived[] = []
  const answers = new Map<string, number>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const device = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1]
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end()
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(answers.get(device) ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    browser(device) {
      const ecdh: ECDH = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      return {
        subscription: { endpoint: `${origin}/push/${device}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
        read: (push) => JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as unknown,
      }
    },
    answer: (device, status) => void answers.set(device, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
