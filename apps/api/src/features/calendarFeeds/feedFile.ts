import { aliasedTable, and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { BLOCKING_STATUSES, bookingReference } from '@wheelbase/core/bookingStatus'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'
import type { Db } from '../../db/client'
import { bookings, calendarFeeds, carBlocks, cars, locations, users } from '../../db/schema'
import { carClockSql } from '../../data/carHolds'
import { locationName } from '../../data/locations'
import { fill, TEXTS } from '../../mail/templates'
import { calendarFile, type TCalendarEvent } from '../../platform/calendarFile'
import { notFound } from '../../platform/http/errors'
import { hashToken } from '../../platform/http/secrets'

const DAY_MS = 86_400_000
/** What a feed holds: from 90 days back (last quarter's rentals) to two years ahead. */
const WINDOW = { pastDays: 90, futureDays: 730 }
/** A calendar app polls a feed every few hours: when it was last read is kept to the hour. */
const READ_EVERY_MS = 60 * 60_000

/** A date and time on a place's clock, written for the reader's language. */
const when = (date: Date, language: TLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)

/** The feed a token opens: 404 for a token never issued, a revoked feed, or a car since deleted. */
async function feedOf(db: Db, token: string) {
  const [feed] = await db
    .select({
      _id: calendarFeeds._id,
      supplierId: calendarFeeds.supplierId,
      carId: calendarFeeds.carId,
      car: cars.name,
      readAt: calendarFeeds.readAt,
      supplier: users.fullName,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users._id, calendarFeeds.supplierId))
    .leftJoin(cars, eq(cars._id, calendarFeeds.carId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), or(isNull(calendarFeeds.carId), isNull(cars.deletedAt))))
  if (!feed) throw notFound('calendar_feed')
  return feed
}

/**
 * A feed's iCalendar file: the bookings that hold its cars (one event from pick-up to drop-off,
 * awaiting payment as tentative) and their blocks, in the supplier's language. Times are exact
 * (UTC), so a calendar app shows them on its own clock; each description also gives them on the
 * place's clock, as the desk reads them. Event ids are stable, so an app updates what it has. No
 * driver's name or contact is in it: the URL may end up shared, and the reference finds the rest.
 */
export async function calendarFeedFile(db: Db, token: string, publicUrl: string, now: Date): Promise<{ ics: string; filename: string }> {
  const feed = await feedOf(db, token)
  const language = toLanguage(feed.language) ?? 'en'
  const texts = TEXTS[language]
  const start = new Date(now.getTime() - WINDOW.pastDays * DAY_MS)
  const end = new Date(now.getTime() + WINDOW.futureDays * DAY_MS)
  const carsOf = and(eq(cars.supplierId, feed.supplierId), isNull(cars.deletedAt), feed.carId ? eq(cars._id, feed.carId) : undefined)
  const dropoff = aliasedTable(locations, 'dropoff')
  const booked = await db
    .select({
      booking: { _id: bookings._id, status: bookings.status, from: bookings.from, to: bookings.to },
      car: cars.name,
      pickup: locations,
      dropoff,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .innerJoin(locations, eq(locations._id, bookings.pickupLocationId))
    .innerJoin(dropoff, eq(dropoff._id, bookings.dropoffLocationId))
    .where(and(carsOf, inArray(bookings.status, [...BLOCKING_STATUSES]), lt(bookings.from, end), gt(bookings.to, start)))
    .orderBy(bookings.from, bookings._id)
  const blocked = await db
    .select({
      _id: carBlocks._id,
      from: carBlocks.from,
      to: carBlocks.to,
      reason: carBlocks.reason,
      note: carBlocks.note,
      car: cars.name,
      timeZone: sql<string>`${carClockSql(sql`${cars._id}`)}`,
    })
    .from(carBlocks)
    .innerJoin(cars, eq(cars._id, carBlocks.carId))
    .where(and(carsOf, lt(carBlocks.from, end), gt(carBlocks.to, start)))
    .orderBy(carBlocks.from, carBlocks._id)

  const events: TCalendarEvent[] = [
    ...booked.map(({ booking, car, pickup, dropoff: place }): TCalendarEvent => {
      const reference = bookingReference(booking._id)
      const pickupName = locationName(pickup, language)
      return {
        uid: `${booking._id}@wheelbase`,
        start: booking.from,
        end: booking.to,
        title: fill(texts.feed.booking, { car, reference, status: texts.feed.statuses[booking.status as keyof typeof texts.feed.statuses] }),
        location: pickupName,
        description: [
          fill(texts.booking.pickup, { place: pickupName, when: when(booking.from, language, pickup.timeZone) }),
          fill(texts.booking.dropoff, { place: locationName(place, language), when: when(booking.to, language, place.timeZone) }),
        ].join('\n'),
        url: `${publicUrl}/booking?b=${booking._id}`,
        status: booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      }
    }),
    ...blocked.map((block): TCalendarEvent => ({
      uid: `${block._id}@wheelbase`,
      start: block.from,
      end: block.to,
      title: fill(texts.feed.block, { car: block.car, reason: texts.feed.reasons[block.reason] }),
      description: [`${when(block.from, language, block.timeZone)} – ${when(block.to, language, block.timeZone)}`, block.note ?? '']
        .filter(Boolean)
        .join('\n'),
      status: 'CONFIRMED',
    })),
  ]
  if (!feed.readAt || now.getTime() - feed.readAt.getTime() > READ_EVERY_MS)
    await db.update(calendarFeeds).set({ readAt: now }).where(eq(calendarFeeds._id, feed._id))
  const title = feed.car ? fill(texts.feed.car, { car: feed.car }) : fill(texts.feed.fleet, { supplier: feed.supplier })
  return { ics: calendarFile(events, title), filename: `${feed.carId ? 'car' : 'fleet'}.ics` }
}
