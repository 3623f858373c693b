import type { TLanguage } from '@wheelbase/core/languages'
import type { Mail } from '../platform/adapters/mail'
import { fill, layout, TEXTS } from './templates'

/** What a mail that asks a driver to act on one booking names, and where its link leads. */
export type TNudge = {
  to: { email: string; name: string }
  supplier: string
  car: string
  place: string
  /** The moment it is about (the drop-off, the pick-up), on that place's clock. */
  at: Date
  timeZone: string
  url: string
  /** The link opens the booking once (a driver without a password); else it asks to sign in. */
  oneTime: boolean
}

/** Each nudge: its texts, how it writes its moment, and the paragraph that says why. */
const KINDS = {
  /** The day after drop-off: "How was your rental?", with the way to the review form. */
  reviewInvitation: { date: { dateStyle: 'long' }, why: 'verified' },
  /** Before pick-up: "Check in online", so the desk has the licence and nothing is refused there. */
  checkInReminder: { date: { dateStyle: 'full', timeStyle: 'short' }, why: 'why' },
} as const satisfies Record<string, { date: Intl.DateTimeFormatOptions; why: string }>

/** A mail that asks the driver to act on one booking, in their language: the greeting, what and why, the way there, and how the link works. */
export function nudgeMail(language: TLanguage, kind: keyof typeof KINDS, nudge: TNudge): Mail {
  const all = TEXTS[language]
  const t: Record<string, string> = all[kind]
  const { date, why } = KINDS[kind]
  const moment = new Intl.DateTimeFormat(language, { ...date, timeZone: nudge.timeZone }).format(nudge.at)
  const words = { supplier: nudge.supplier, car: nudge.car, place: nudge.place, date: moment, when: moment }
  return {
    to: nudge.to.email,
    subject: fill(t.subject ?? '', words),
    ...layout(
      language,
      [fill(all.greeting, { name: nudge.to.name }), fill(t.intro ?? '', words), t[why] ?? ''],
      { label: t.action ?? '', url: nudge.url },
      [(nudge.oneTime ? t.expiry : t.signIn) ?? ''],
    ),
  }
}
