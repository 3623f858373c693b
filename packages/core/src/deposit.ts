import type { TBookingStatus } from './bookingStatus'

/**
 * Paying a deposit online (issue 45, record 0131): a supplier may let a driver pay N% of the price
 * at the checkout and the rest at the desk. The share is taken once, at the checkout, and is what
 * the booking's ledger holds; afterwards the desk's part absorbs every change:
 * - an amendment that costs more adds to what is due at the desk (nothing is charged online, so a
 *   hosted gateway such as Stripe settles it as the test gateway does);
 * - one that costs less lowers what is due at the desk, and refunds online only what was paid
 *   beyond the new total;
 * - a cancellation keeps its fee out of what was paid online and refunds the rest; a fee larger
 *   than the deposit is never charged afterwards.
 * Both are the ledger's one rule (api domain/charges.ts refundAllBut): all that was paid online
 * comes back but what is kept (the new total, or the fee).
 */

/** What the driver pays now for a deposit of `percent` of `totalCents`, rounded to the cent, and what the desk takes. */
export function depositSplit(totalCents: number, percent: number): { nowCents: number; deskCents: number } {
  const nowCents = Math.min(totalCents, Math.max(0, Math.round((totalCents * percent) / 100)))
  return { nowCents, deskCents: totalCents - nowCents }
}

/** The status the gateway's payment gives a booking: deposit for a deposit's share, else paid. */
export function paidStatus(booking: { depositPercent?: number | null }): 'deposit' | 'paid' {
  return booking.depositPercent ? 'deposit' : 'paid'
}

/** What the checkout charges online: the whole price, or the deposit's share. */
export function onlineCents(booking: { totalPrice: number; depositPercent: number | null }): number {
  return booking.depositPercent ? depositSplit(booking.totalPrice, booking.depositPercent).nowCents : booking.totalPrice
}

/** What a booking shows of its payment: paid online and due at the desk; null where nothing was paid in part online. */
export function paymentParts(booking: {
  status: TBookingStatus
  totalPrice: number
  depositPercent: number | null
  paidOnlineCents: number
}): { paidCents: number; deskCents: number } | null {
  if (!booking.depositPercent || booking.status === 'void' || booking.status === 'pending') return null
  if (booking.status === 'cancelled') return { paidCents: booking.paidOnlineCents, deskCents: 0 }
  // Staff recorded the rest as paid at the desk.
  if (booking.status === 'paid') return { paidCents: booking.totalPrice, deskCents: 0 }
  return { paidCents: booking.paidOnlineCents, deskCents: Math.max(0, booking.totalPrice - booking.paidOnlineCents) }
}
