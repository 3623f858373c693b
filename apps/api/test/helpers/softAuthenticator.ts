import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'

/**
 * A passkey device in software, for API tests: it makes discoverable P-256 credentials with 'none'
 * attestation and signs assertions exactly as a browser's authenticator would (WebAuthn level 3),
 * with the user verified. Its credentials can be handed to another "device" to act as a thief's copy.
 */
type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor }

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 256) return Buffer.from([(major << 5) | 24, n])
  if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255])
  const b = Buffer.alloc(5)
  b[0] = (major << 5) | 26
  b.writeUInt32BE(n, 1)
  return b
}

/** The CBOR subset WebAuthn uses: integers, text, bytes, arrays and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)])
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)])
  const entries = value instanceof Map ? [...value] : Object.entries(value)
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

export type SoftCredential = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; rpId: string; userHandle: string; counter: number }

/** What a browser answers with: the credential's id, its response, and the envelope around them. */
const answer = (id: Buffer, response: Record<string, unknown>) => ({
  id: b64(id),
  rawId: b64(id),
  type: 'public-key',
  response,
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
})

const UP = 0x01
const UV = 0x04
const AT = 0x40

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = []
  constructor(readonly origin: string) {}

  /** Answers `navigator.credentials.create()` for the options the server gave. */
  register(options: Record<string, unknown>) {
    const rp = options.rp as { id: string }
    const user = options.user as { id: string }
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const credential: SoftCredential = {
      id: Buffer.from(crypto.getRandomValues(new Uint8Array(32))),
      privateKey,
      publicKey,
      rpId: rp.id,
      userHandle: user.id,
      counter: 0,
    }
    this.credentials.push(credential)
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    )
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(credential.id.length)
    const authData = Buffer.concat([sha256(rp.id), Buffer.from([UP | UV | AT]), Buffer.alloc(4), Buffer.alloc(16), idLength, credential.id, cose])
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false })
    return answer(credential.id, {
      clientDataJSON: b64(clientData),
      attestationObject: b64(cbor({ fmt: 'none', attStmt: {}, authData })),
      transports: ['internal'],
    })
  }

  /** Answers `navigator.credentials.get()` with its credential for this site (the first allowed one, or `use`). */
  assert(options: Record<string, unknown>, use?: SoftCredential) {
    const allowed = ((options.allowCredentials as { id: string }[] | undefined) ?? []).map((c) => c.id)
    const credential = use ?? this.credentials.find((c) => c.rpId === options.rpId && (allowed.length === 0 || allowed.includes(b64(c.id))))
    if (!credential) throw new Error('no credential for this site')
    credential.counter += 1
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(credential.counter)
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), counter])
    const clientData = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false })
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey)
    return answer(credential.id, {
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: credential.userHandle,
    })
  }
}
