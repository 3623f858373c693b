import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256, so a database leak gives no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
