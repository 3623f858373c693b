import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../src/db/client'
import { bookingCharges, bookings, users } from '../../src/db/schema'
import type { TestGateway } from '../../src/platform/adapters/payments'
import { createSession } from '../../src/platform/http/sessions'

/** A signed-in caller: its session cookie and the anti-forgery header that state changes echo. */
export type Caller = { headers: Record<string, string> }

export async function signedIn(db: Db, userId: string): Promise<Caller> {
  const s = await createSession(db, userId, false)
  return { headers: { cookie: `wb_session=${s.token}; XSRF-TOKEN=${s.xsrf}`, 'x-xsrf-token': s.xsrf } }
}

/** Pays a stored booking online, as the checkout does: a real charge of the test gateway for its total, on the booking's ledger. */
export async function payWithTestCard(db: Db, gateway: TestGateway, bookingId: string): Promise<void> {
  const [row] = await db.select().from(bookings).where(eq(bookings._id, bookingId))
  if (!row) throw new Error(`no booking ${bookingId}`)
  const paid = await gateway.createPayment({
    reference: bookingId,
    amountCents: row.totalPrice,
    currency: 'EUR',
    description: 'test',
    email: 'driver@example.com',
    returnUrl: 'http://localhost',
    expiresAt: new Date(),
    card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
  })
  if (paid.status !== 'paid') throw new Error('not paid')
  await db.update(bookings).set({ paymentRef: paid.paymentRef }).where(eq(bookings._id, bookingId))
  await db.insert(bookingCharges).values({ _id: crypto.randomUUID(), bookingId, paymentRef: paid.paymentRef, amountCents: row.totalPrice })
}

/** Several signed-in callers at once, by role name: `await signedInAs(db, { driver: id1, admin: id2 })`. */
export async function signedInAs<K extends string>(db: Db, ids: Record<K, string>): Promise<Record<K, Caller>> {
  const entries = await Promise.all(Object.entries<string>(ids).map(async ([who, userId]) => [who, await signedIn(db, userId)] as const))
  return Object.fromEntries(entries) as Record<K, Caller>
}

/** A checkout as the web app sends it: with a fresh idempotency key unless `headers` gives one. */
export function postCheckout(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { 'idempotency-key': `key-${crypto.randomUUID()}`, ...headers },
    payload: payload as Record<string, unknown>,
  })
}

/** A checkout by a signed-in caller. */
/** Staff's answer to a driver's cancel request on booking `id`. */
export const decideCancel = (app: FastifyInstance, caller: Caller, id: string, accept: boolean) =>
  app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel-request/decision`, headers: caller.headers, payload: { accept } })

export const checkoutAs = (app: FastifyInstance, caller: Caller, payload: Record<string, unknown>) => postCheckout(app, payload, caller.headers)

/** The five callers of the access tests: a search fixture's driver and suppliers, and another driver and an admin. */
export type TCast = Record<'driverA' | 'driverB' | 'supplierX' | 'supplierY' | 'admin', Caller>

/**
 * Signs in the five callers of the access tests: the fixture's driver (A) and suppliers (X, Y),
 * and another driver (B) and an admin, inserted here.
 */
export async function signedInCast(
  db: Db,
  f: { driver: { _id: string }; alpha: { _id: string }; beta: { _id: string } },
  others: { driverB: typeof users.$inferInsert & { _id: string }; admin: typeof users.$inferInsert & { _id: string } },
): Promise<TCast> {
  await db.insert(users).values([others.driverB, others.admin])
  return signedInAs(db, {
    driverA: f.driver._id,
    driverB: others.driverB._id,
    supplierX: f.alpha._id,
    supplierY: f.beta._id,
    admin: others.admin._id,
  })
}

/** The four callers of the console tests: a search fixture's driver and suppliers, and an admin inserted here. */
/** The callers signedInStaff signs in: the fixture's driver, its two suppliers and an admin. */
export type TStaff = 'driver' | 'supplierX' | 'supplierY' | 'admin'

export async function signedInStaff(
  db: Db,
  f: { driver: { _id: string }; alpha: { _id: string }; beta: { _id: string } },
  admin: typeof users.$inferInsert & { _id: string },
): Promise<Record<TStaff, Caller>> {
  await db.insert(users).values(admin)
  return signedInAs(db, { driver: f.driver._id, supplierX: f.alpha._id, supplierY: f.beta._id, admin: admin._id })
}
