/** The parts of http_ece (web-push's own dependency, without types) the push tests use to read a push as a browser does. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer
}
