import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { TCheckoutBody, TCheckoutResult } from '@wheelbase/core/schemas/checkout'
import type { Db } from '../../../db/client'
import { bookings } from '../../../db/schema'
import type { Actor } from '../../../domain/actor'
import { DomainError } from '../../../domain/errors'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What makes a checkout the same request again: whose key it is, and what it books. */
export type TIdempotency = { keyHash: string; fingerprint: string }

/**
 * The key is the caller's own: the same key from another account or guest reaches nothing of this
 * one. The booking is made of the request less the card (never hashed or kept) and the captcha
 * (solved anew on a retry).
 */
export function idempotencyOf(actor: Actor | null, body: TCheckoutBody, idempotencyKey: string): TIdempotency {
  const keyHash = sha256(`${actor ? `user:${actor.userId}` : `guest:${body.driver.email}`}\n${idempotencyKey}`)
  const { payment, captcha: _captcha, ...rest } = body
  return { keyHash, fingerprint: sha256(JSON.stringify({ ...rest, payment: payment.method })) }
}

/** The booking an earlier call with this key made, or a 422 when the key came with another request. */
export async function replayIfSeen(db: Db, { keyHash, fingerprint }: TIdempotency): Promise<TCheckoutResult | null> {
  const [row] = await db
    .select({
      _id: bookings._id,
      sessionId: bookings.paymentSessionId,
      status: bookings.status,
      total: bookings.totalPrice,
      fingerprint: bookings.idempotencyFingerprint,
    })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, keyHash))
  if (!row) return null
  if (row.fingerprint !== fingerprint) throw new DomainError('unprocessable', 'idempotency_key_reused', 'checkout.idempotencyReused')
  return { bookingId: row._id, sessionId: row.sessionId ?? '', status: row.status, totalPrice: row.total }
}
