import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'
import { enqueue, job } from '../platform/jobs/queue'
import { DomainError } from './errors'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Erasing a person (issue 46, record 0136): the account asked to be deleted, an admin's erasure on
 * request, and the retention sweep all go through here, so the three keep the same rules.
 *
 * What the law and the supplier's accounting need stays: the bookings, with the driver's name on
 * the voucher and the invoice, and the reviews, shown as "a former driver". Everything else about
 * the person goes, and their bookings and reviews are no longer linked to them nor to each other
 * as theirs: they move to one shared account of former drivers, which never signs in.
 */
export const FORMER_DRIVER_ID = '00000000-0000-4000-8000-0000000e7a5e'

/** The statuses in which a booking still holds its car: one of these, not yet over, blocks an erasure. */
const LIVE = sql`('pending', 'deposit', 'paid', 'reserved')`

/**
 * What a booking keeps of its driver once anonymised: the name as it was booked (the account's, on
 * bookings older than driver_details); the other fields stay, empty, so every reader of the
 * details (the voucher, the lists) finds the shape it knows.
 */
const NAME_ONLY = sql`jsonb_build_object('fullName', coalesce(b.driver_details ->> 'fullName', (SELECT u.full_name FROM users u WHERE u._id = b.driver_id)),
  'email', '', 'phone', '', 'birthDate', '')`

type TTarget = { _id: string; type: string; email: string; blacklisted: boolean; avatar: string | null }

/**
 * Why this account cannot be erased now, or null. Locks the account (and, for an admin, every
 * active admin) so that two erasures, or an erasure and a booking, are serialised.
 */
export async function erasureRefusal(tx: Tx, userId: string, now: Date): Promise<{ target: TTarget | null; refusal: DomainError | null }> {
  const [target] = await queryRows<TTarget>(
    tx,
    sql`SELECT _id, type, email, blacklisted, avatar FROM users WHERE _id = ${userId} AND _id <> ${FORMER_DRIVER_ID} FOR UPDATE`,
  )
  if (!target) return { target: null, refusal: null }
  if (target.type === 'admin' && !target.blacklisted) {
    const others = await queryRows<{ _id: string }>(
      tx,
      sql`SELECT _id FROM users WHERE type = 'admin' AND NOT blacklisted AND _id <> ${userId} FOR UPDATE`,
    )
    if (others.length === 0) return { target, refusal: new DomainError('conflict', 'last_admin', 'accounts.lastAdmin') }
  }
  if (target.type === 'supplier') {
    const [inUse] = await queryRows(
      tx,
      sql`SELECT 1 FROM cars WHERE supplier_id = ${userId} AND deleted_at IS NULL
        UNION ALL SELECT 1 FROM bookings WHERE supplier_id = ${userId} LIMIT 1`,
    )
    if (inUse) return { target, refusal: new DomainError('conflict', 'supplier_in_use', 'accounts.supplierInUse') }
  }
  const [upcoming] = await queryRows(
    tx,
    sql`SELECT 1 FROM bookings WHERE driver_id = ${userId} AND status IN ${LIVE} AND to_ts > ${now.toISOString()} LIMIT 1`,
  )
  if (upcoming) return { target, refusal: new DomainError('conflict', 'upcoming_booking', 'accounts.upcomingBooking') }
  return { target, refusal: null }
}

/**
 * Keeps only the driver's name on the bookings `which` selects (alias `b`), and drops what
 * hangs off them: the licence given at check-in and the guest's manage links.
 */
export async function anonymiseBookings(tx: Pick<Db, 'execute'>, which: SQL, now: Date): Promise<number> {
  const ids = (
    await queryRows<{ _id: string }>(
      tx,
      sql`UPDATE bookings b SET driver_details = ${NAME_ONLY}, additional_driver_details = NULL, flight_number = NULL,
      card_last4 = NULL, card_brand = NULL, anonymised_at = ${now.toISOString()}
      WHERE ${which} RETURNING b._id`,
    )
  ).map((row) => row._id)
  if (ids.length === 0) return 0
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  await tx.execute(sql`DELETE FROM booking_check_ins WHERE booking_id IN (${list})`)
  await tx.execute(sql`DELETE FROM booking_links WHERE booking_id IN (${list})`)
  return ids.length
}

/**
 * Erases an account that erasureRefusal let through, in the caller's transaction: its bookings
 * keep the driver's name only and move, with its reviews, to the former drivers' account; its
 * sessions, tokens, notifications and live streams go with the row; work queued for it or naming
 * its address is dropped; its picture is removed after the commit.
 */
export async function eraseAccount(tx: Tx, target: TTarget, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO users (_id, full_name, email, type, verified, blacklisted, language, search_key)
    VALUES (${FORMER_DRIVER_ID}, 'Former driver', 'former-drivers@wheelbase.invalid', 'user', true, true, 'en', '')
    ON CONFLICT (_id) DO NOTHING`)
  await anonymiseBookings(tx, sql`b.driver_id = ${target._id} AND b.anonymised_at IS NULL`, now)
  await tx.execute(sql`UPDATE bookings SET driver_id = ${FORMER_DRIVER_ID} WHERE driver_id = ${target._id}`)
  await tx.execute(sql`UPDATE reviews SET driver_id = ${FORMER_DRIVER_ID} WHERE driver_id = ${target._id}`)
  // A mail or notice still to send, or one sent whose row is kept a week, names the account or its address.
  await tx.execute(sql`DELETE FROM jobs j WHERE strpos(j::text, ${target._id}) > 0 OR strpos(lower(j::text), ${target.email.toLowerCase()}) > 0`)
  await tx.execute(sql`DELETE FROM users WHERE _id = ${target._id}`)
  if (target.avatar) await enqueue(tx, job('pictures.remove', { urls: [target.avatar] }))
}
