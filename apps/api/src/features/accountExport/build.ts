import { asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { EXTRAS } from '@wheelbase/core/extras'
import type { TLanguage } from '@wheelbase/core/languages'
import { isMessageKey, translateMessage } from '@wheelbase/core/messages'
import { EXPORT_FORMAT, EXPORT_VERSION, ZAccountExport, type TAccountExport, type TExportedBooking } from '@wheelbase/core/schemas/accountExport'
import type { Db } from '../../db/client'
import { bookingCheckIns, bookings, bookingStatusHistory, cars, locations, notifications, passkeys, reviews, sessions, users } from '../../db/schema'
import { secondStepsHeld } from '../../data/secondStep'
import { notFound } from '../../domain/errors'

const suppliers = alias(users, 'supplier')
const pickups = alias(locations, 'pickup')
const dropoffs = alias(locations, 'dropoff')

const NAME_COLUMN = { en: 'nameEn', fr: 'nameFr', el: 'nameEl', he: 'nameHe', zh: 'nameZh' } as const
const placeName = (place: typeof locations.$inferSelect, language: TLanguage) => place[NAME_COLUMN[language]] || place.nameEn
const iso = (date: Date) => date.toISOString()

/** The account's bookings as a driver, with what hangs off each: the licence at check-in and the statuses it went through. */
async function exportedBookings(db: Db, userId: string, language: TLanguage): Promise<TExportedBooking[]> {
  const rows = await db
    .select({ booking: bookings, car: cars.name, supplier: suppliers.fullName, pickup: pickups, dropoff: dropoffs })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .innerJoin(suppliers, eq(suppliers._id, bookings.supplierId))
    .innerJoin(pickups, eq(pickups._id, bookings.pickupLocationId))
    .innerJoin(dropoffs, eq(dropoffs._id, bookings.dropoffLocationId))
    .where(eq(bookings.driverId, userId))
    .orderBy(asc(bookings.createdAt))
  const ids = rows.map((row) => row.booking._id)
  // One query after another: a transaction is one connection, which runs one at a time.
  const checkIns = ids.length ? await db.select().from(bookingCheckIns).where(inArray(bookingCheckIns.bookingId, ids)) : []
  const history = ids.length
    ? await db.select().from(bookingStatusHistory).where(inArray(bookingStatusHistory.bookingId, ids)).orderBy(asc(bookingStatusHistory.at))
    : []
  return rows.map(({ booking, car, supplier, pickup, dropoff }) => {
    const checkIn = checkIns.find((row) => row.bookingId === booking._id)
    return {
      _id: booking._id,
      reference: bookingReference(booking._id),
      status: booking.status,
      car,
      supplier,
      pickup: placeName(pickup, language),
      dropoff: placeName(dropoff, language),
      from: iso(booking.from),
      to: iso(booking.to),
      totalCents: booking.totalPrice,
      currency: booking.priceSnapshot.currency,
      payLater: booking.payLater,
      options: EXTRAS.filter((extra) => booking[extra]),
      driver: booking.driverDetails ?? null,
      additionalDriver: booking.additionalDriverDetails ?? null,
      flightNumber: booking.flightNumber,
      card: booking.cardLast4 ? { brand: booking.cardBrand, last4: booking.cardLast4 } : null,
      checkIn: checkIn
        ? {
            licenceNumber: checkIn.licenceNumber,
            country: checkIn.country,
            issued: checkIn.issued,
            permit: checkIn.permit,
            at: iso(checkIn.updatedAt),
          }
        : null,
      statusHistory: history
        .filter((row) => row.bookingId === booking._id)
        .map((row) => ({ from: row.fromStatus as TBookingStatus | null, to: row.toStatus, at: iso(row.at) })),
      createdAt: iso(booking.createdAt),
    }
  })
}

/**
 * Everything held about one account, read in one snapshot and checked against the published
 * schema before it is kept: its profile and consents, its bookings as a driver (with the drivers,
 * prices, check-in and statuses), its reviews, its notifications (in its language) and its
 * signed-in sessions. Nothing of any other account: every query is by this account's id.
 */
export async function buildExport(db: Db, userId: string, now: Date): Promise<TAccountExport> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users._id, userId))
    if (!user) throw notFound('user')
    const language = user.language as TLanguage
    const booked = await exportedBookings(tx, userId, language)
    const written = await tx
      .select({ review: reviews, supplier: suppliers.fullName })
      .from(reviews)
      .innerJoin(suppliers, eq(suppliers._id, reviews.supplierId))
      .where(eq(reviews.driverId, userId))
      .orderBy(asc(reviews.createdAt))
    const notices = await tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt))
    const devices = await tx.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt))
    const keys = await tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))
    const held = await secondStepsHeld(tx, userId)
    return ZAccountExport.parse({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      generatedAt: iso(now),
      account: {
        _id: user._id,
        type: user.type,
        fullName: user.fullName,
        email: user.email,
        phone: user.phone,
        birthDate: user.birthDate,
        location: user.location,
        bio: user.bio,
        language,
        avatar: user.avatar,
        verified: user.verified,
        createdAt: iso(user.createdAt),
      },
      consents: { emailNotifications: user.enableEmailNotifications },
      bookings: booked,
      reviews: written.map(({ review, supplier }) => ({
        _id: review._id,
        bookingId: review.bookingId,
        supplier,
        score: review.score,
        carCondition: review.carCondition,
        cleanliness: review.cleanliness,
        pickupReturn: review.pickupReturn,
        value: review.value,
        comment: review.comment,
        language: review.language,
        reply: review.reply,
        hiddenReason: review.hiddenReason,
        createdAt: iso(review.createdAt),
      })),
      notifications: notices.map((notice) => ({
        _id: notice._id,
        message: isMessageKey(notice.messageKey) ? translateMessage(language, notice.messageKey, notice.params) : notice.messageKey,
        read: notice.isRead,
        createdAt: iso(notice.createdAt),
      })),
      sessions: devices.map((session) => ({
        signedInAt: iso(session.createdAt),
        lastSeenAt: iso(session.lastSeenAt),
        userAgent: session.userAgent,
        ip: session.ip,
      })),
      signIn: {
        hasPassword: Boolean(user.passwordHash),
        passkeys: keys.map((key) => ({ name: key.name, createdAt: iso(key.createdAt), lastUsedAt: key.lastUsedAt ? iso(key.lastUsedAt) : null })),
        authenticatorApp: held.totp,
        recoveryCodesLeft: held.recoveryCodesLeft,
      },
    })
  })
}
