import type { TLanguage } from '@wheelbase/core/languages'
import type { Mail } from '../platform/adapters/mail'
import { fill, layout, TEXTS } from './templates'

export type TReviewInvitation = {
  to: { email: string; name: string }
  supplier: string
  car: string
  place: string
  /** The drop-off, on the drop-off place's clock. */
  at: Date
  timeZone: string
  url: string
  /** The link opens the booking once (a driver without a password); else it asks to sign in. */
  oneTime: boolean
}

/** The day after drop-off: "How was your rental?", with the way to the review form. */
export function reviewInvitationMail(language: TLanguage, invitation: TReviewInvitation): Mail {
  const all = TEXTS[language]
  const t = all.reviewInvitation
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: invitation.timeZone }).format(invitation.at)
  const words = { supplier: invitation.supplier, car: invitation.car, place: invitation.place, date }
  return {
    to: invitation.to.email,
    subject: fill(t.subject, words),
    ...layout(
      language,
      [fill(all.greeting, { name: invitation.to.name }), fill(t.intro, words), t.verified],
      { label: t.action, url: invitation.url },
      [invitation.oneTime ? t.expiry : t.signIn],
    ),
  }
}
