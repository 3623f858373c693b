import { bookingReference } from '@wheelbase/core/bookingStatus'
import { checkInOpen } from '@wheelbase/core/bookingRules'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { pageAddress } from '@wheelbase/core/languagePaths'
import { translateMessage } from '@wheelbase/core/messages'
import type { TPushKey, TPushMessage } from '@wheelbase/core/push'
import type { AppContext } from '../../appContext'
import { findBookingSummary } from '../../data/bookingSummary'
import { locationName } from '../../data/locations'
import { fill, TEXTS } from '../../mail/templates'

/**
 * A pushed notice in the reader's language (the service worker shows it: apps/web/src/serviceWorker/push.ts), when it is sent. A notice told in the app is the same
 * sentence; the pick-up reminder and the review invitation are written from the booking as it is
 * then (an amended pick-up time shows right), and a booking that no longer holds its car, or whose
 * pick-up has passed, gets no reminder (null: nothing is pushed).
 */
export async function pushMessage(
  ctx: AppContext,
  language: TLanguage,
  bookingId: string,
  key: TPushKey,
  params: Record<string, string | number>,
): Promise<TPushMessage | null> {
  let body: string
  if (key === 'push.pickupReminder' || key === 'push.reviewInvitation') {
    const summary = await findBookingSummary(ctx.db, { bookingId })
    if (!summary) return null
    const { booking, car, supplier, pickup } = summary
    if (key === 'push.pickupReminder' && !checkInOpen(booking, ctx.clock.now())) return null
    const when = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: pickup.timeZone,
    }).format(booking.from)
    body = fill(TEXTS[language].push[key === 'push.pickupReminder' ? 'pickupReminder' : 'reviewInvitation'], {
      reference: bookingReference(bookingId),
      car: car.name,
      supplier: supplier.fullName,
      place: locationName(pickup, language),
      when,
    })
  } else body = translateMessage(language, key, params)
  return {
    // The brand, as the app's name on the device (the manifest's).
    title: 'Wheelbase',
    body,
    url: pageAddress(ctx.config.publicUrl, language, `/booking?b=${bookingId}`),
    // One notice per booking and kind on a device: a newer one replaces it.
    tag: `${key}:${bookingId}`,
    lang: language,
    dir: directionOf(language),
  }
}
