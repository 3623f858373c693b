import type { TLanguage } from '@wheelbase/core/languages'
import type { Mail } from '../platform/adapters/mail'
import { fill, layout, TEXTS } from './templates'

export type TCheckInReminder = {
  to: { email: string; name: string }
  supplier: string
  car: string
  place: string
  /** The pick-up, on its place's clock. */
  at: Date
  timeZone: string
  url: string
  /** The link opens the booking once (a driver without a password); else it asks to sign in. */
  oneTime: boolean
}

/** Before pick-up: "Check in online", so the desk has the licence and nothing is refused there. */
export function checkInReminderMail(language: TLanguage, reminder: TCheckInReminder): Mail {
  const all = TEXTS[language]
  const t = all.checkInReminder
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: reminder.timeZone }).format(reminder.at)
  const words = { supplier: reminder.supplier, car: reminder.car, place: reminder.place, when }
  return {
    to: reminder.to.email,
    subject: fill(t.subject, words),
    ...layout(language, [fill(all.greeting, { name: reminder.to.name }), fill(t.intro, words), t.why], { label: t.action, url: reminder.url }, [
      reminder.oneTime ? t.expiry : t.signIn,
    ]),
  }
}
