import { toLanguage } from '@wheelbase/core/languages'
import { pageAddress } from '@wheelbase/core/languagePaths'
import type { AppContext } from '../appContext'
import type { TBookingSummary } from '../data/bookingSummary'
import { locationName } from '../data/locations'
import { issueManageLink } from './manageLinks'
import { nudgeMail } from './nudgeMail'

type TNudgeAbout = {
  kind: Parameters<typeof nudgeMail>[1]
  /** The end of the rental it is about: its place and moment. */
  end: 'pickup' | 'dropoff'
  now: Date
  /** How long a one-time link stays valid. */
  linkMs: number
}

/**
 * A mail asking a booking's driver to act (check in, review), in their language. A driver with a
 * password gets the booking page (after signing in); one without (a guest checkout, a social
 * account) a one-time link.
 */
export async function sendNudge(
  ctx: AppContext,
  summary: TBookingSummary,
  { kind, end, now, linkMs }: TNudgeAbout,
  messageId: string,
): Promise<void> {
  const { booking, car, supplier, driver } = summary
  const place = summary[end]
  const language = toLanguage(driver.language) ?? ctx.config.defaultLanguage
  const oneTime = !driver.passwordHash
  const url = oneTime
    ? await issueManageLink(ctx.db, ctx.config, booking._id, linkMs, now, language)
    : pageAddress(ctx.config.publicUrl, language, `/booking?b=${booking._id}`)
  const mail = nudgeMail(language, kind, {
    to: { email: driver.email, name: driver.fullName },
    supplier: supplier.fullName,
    car: car.name,
    place: locationName(place, language),
    at: end === 'pickup' ? booking.from : booking.to,
    timeZone: place.timeZone,
    url,
    oneTime,
  })
  await ctx.mailer.send({ ...mail, messageId })
}
