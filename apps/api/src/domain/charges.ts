import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { bookingCharges } from '../db/schema'
import type { PaymentProvider } from '../platform/adapters/payments'

/**
 * Gives back `amountCents` of a booking's payments through its provider, newest charge first (the
 * difference of a dearer amendment before the checkout's payment), each charge up to what is left
 * of it, and records it. Run it inside the transaction that makes the change the refund is for:
 * when the provider fails, it throws and the change is rolled back with the ledger; a retry sends
 * the same idempotency keys, so a refund the provider did make is not made twice. Returns the cents given back.
 */
export async function refund(db: Db, payments: PaymentProvider, bookingId: string, amountCents: number): Promise<number> {
  return giveBack(db, payments, await lockCharges(db, bookingId), amountCents)
}

/** Gives back all that is left of a booking's payments but `keepCents` (a cancellation's fee), as refund does. */
export async function refundAllBut(db: Db, payments: PaymentProvider, bookingId: string, keepCents: number): Promise<number> {
  const charges = await lockCharges(db, bookingId)
  const paid = charges.reduce((sum, c) => sum + c.amountCents - c.refundedCents, 0)
  return giveBack(db, payments, charges, Math.max(0, paid - keepCents))
}

function lockCharges(db: Db, bookingId: string) {
  return db
    .select()
    .from(bookingCharges)
    .where(eq(bookingCharges.bookingId, bookingId))
    .orderBy(sql`${bookingCharges.createdAt} DESC`, asc(bookingCharges._id))
    .for('update')
}

async function giveBack(db: Db, payments: PaymentProvider, charges: (typeof bookingCharges.$inferSelect)[], amountCents: number): Promise<number> {
  let left = amountCents
  for (const charge of charges) {
    const part = Math.min(left, charge.amountCents - charge.refundedCents)
    if (part <= 0) continue
    await payments.refund(charge.paymentRef, part, `refund-${charge._id}-${charge.refundedCents}-${part}`, db)
    await db
      .update(bookingCharges)
      .set({ refundedCents: charge.refundedCents + part })
      .where(and(eq(bookingCharges._id, charge._id), eq(bookingCharges.refundedCents, charge.refundedCents)))
    left -= part
    if (left === 0) break
  }
  return amountCents - left
}

/** A charge made for a booking (the difference of a dearer amendment). */
export async function recordCharge(db: Db, bookingId: string, paymentRef: string, amountCents: number): Promise<void> {
  await db.insert(bookingCharges).values({ _id: crypto.randomUUID(), bookingId, paymentRef, amountCents })
}
