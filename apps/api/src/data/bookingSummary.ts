import { eq, inArray, sql } from 'drizzle-orm'
import { paymentParts } from '@wheelbase/core/deposit'
import type { Db } from '../db/client'
import { bookingCharges, bookings, cars, locations, users, type TAdditionalDriver, type TBookedDriver } from '../db/schema'

export type TBookingSummary = {
  booking: typeof bookings.$inferSelect
  car: typeof cars.$inferSelect
  supplier: typeof users.$inferSelect
  driver: typeof users.$inferSelect
  pickup: typeof locations.$inferSelect
  dropoff: typeof locations.$inferSelect
  /** A deposit paid online: what is paid (its ledger) and what the desk takes (core deposit.ts paymentParts); null otherwise. */
  parts: ReturnType<typeof paymentParts>
}

/**
 * The driver as the booking was made for (issue 28) over the account that booked it: the name,
 * phone and birth date typed at the checkout; an older booking without them shows the account's.
 * The voucher, the mails, the bookings list and the notifications all show the driver through it;
 * mail still goes to the account that booked, which manages the booking.
 */
export function driverAsBooked<T extends { fullName: string }>(account: T, details: TAdditionalDriver | null): T {
  return details ? { ...account, fullName: details.fullName, phone: details.phone, birthDate: details.birthDate } : account
}

/**
 * The driver of a booking from another channel (issue 44): off the platform, so only as staff
 * recorded them; its account is the supplier's and lends neither its email nor its language.
 */
function offPlatformDriver<T extends { fullName: string; email: string; language: string }>(account: T, details: TBookedDriver | null): T {
  return { ...driverAsBooked(account, details), email: details?.email ?? '', language: details?.language ?? '' }
}

/**
 * How a booking is paid, as its page, voucher and mails say it: at the supplier's desk (a booking
 * from another channel, paid there), at pick-up (pay later, not paid yet), or online.
 */
export function paymentOf(booking: { payLater: boolean; status: string; paymentProvider: string | null }): 'paidAtDesk' | 'payLater' | 'paid' {
  if (booking.paymentProvider === 'desk') return 'paidAtDesk'
  return booking.payLater && booking.status !== 'paid' ? 'payLater' : 'paid'
}

/** A booking with what a page or a mail about it shows: its car, supplier, driver and places. */
export async function findBookingSummary(db: Db, where: { bookingId: string } | { sessionId: string }): Promise<TBookingSummary | null> {
  const [row] = await db
    .select({ booking: bookings, car: cars })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .where('bookingId' in where ? eq(bookings._id, where.bookingId) : eq(bookings.paymentSessionId, where.sessionId))
  if (!row) return null
  const { booking } = row
  const people = await db
    .select()
    .from(users)
    .where(inArray(users._id, [booking.supplierId, booking.driverId]))
  const places = await db
    .select()
    .from(locations)
    .where(inArray(locations._id, [booking.pickupLocationId, booking.dropoffLocationId]))
  const supplier = people.find((u) => u._id === booking.supplierId)
  const account = people.find((u) => u._id === booking.driverId)
  const driver = account && (booking.channel ? offPlatformDriver(account, booking.driverDetails) : driverAsBooked(account, booking.driverDetails))
  const pickup = places.find((p) => p._id === booking.pickupLocationId)
  const dropoff = places.find((p) => p._id === booking.dropoffLocationId)
  if (!supplier || !driver || !pickup || !dropoff) return null
  return { booking, car: row.car, supplier, driver, pickup, dropoff, parts: await partsOf(db, booking) }
}

/** What a booking paid in part online shows: paid (charged less refunded) and due at the desk. */
async function partsOf(db: Db, booking: typeof bookings.$inferSelect): Promise<ReturnType<typeof paymentParts>> {
  if (!booking.depositPercent) return null
  const [paid] = await db
    .select({ cents: sql<number>`coalesce(sum(${bookingCharges.amountCents} - ${bookingCharges.refundedCents}), 0)::int` })
    .from(bookingCharges)
    .where(eq(bookingCharges.bookingId, booking._id))
  return paymentParts({ ...booking, paidOnlineCents: Number(paid?.cents ?? 0) })
}
