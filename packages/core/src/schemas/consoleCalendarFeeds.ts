import { z } from 'zod'

/**
 * Private calendar feeds (issue 44): a car's bookings and blocks, or a supplier's whole fleet's, as
 * an iCalendar file at a secret URL that a calendar app subscribes to. The URL is shown once, when
 * it is made; only its hash is kept. Making a new one for the same car (or fleet) revokes the old.
 */
const uuid = z.uuid({ error: 'validation.invalidValue' })

/** Whose feed: one car, or (no car) the fleet of the caller, or for an admin of the supplier named. */
export const ZCalendarFeedScope = z.object({ car: uuid.optional(), supplier: uuid.optional() })
export type TCalendarFeedScope = z.input<typeof ZCalendarFeedScope>

export const ZCalendarFeed = z.object({
  _id: z.uuid(),
  car: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When a calendar app last read it: a feed nobody reads can go. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
})
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>

export const ZCalendarFeeds = z.object({ items: z.array(ZCalendarFeed) })

/** The new feed and its URL, which is shown this once. */
export const ZCalendarFeedCreated = z.object({ feed: ZCalendarFeed, url: z.url() })
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>

export const ZCalendarFeedRevoked = z.object({ revoked: z.literal(true) })

/** The feed's file name: its token and ".ics". */
export const ZCalendarFeedFile = z.object({ file: z.string().max(200) })
export const ZCalendarFile = z.string().meta({ format: 'binary' })

export { ZIdParams as ZCalendarFeedParams } from './consoleShared'
