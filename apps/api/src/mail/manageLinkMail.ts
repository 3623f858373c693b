import type { TLanguage } from '@wheelbase/core/languages'
import type { Mail } from '../platform/adapters/mail'
import { fill, layout, TEXTS } from './templates'

/** The one-time link to a booking, for its driver who booked without (or signed out of) an account. */
export function manageLinkMail(language: TLanguage, to: { email: string; name: string }, reference: string, url: string): Mail {
  const all = TEXTS[language]
  const t = all.manageLink
  return {
    to: to.email,
    subject: fill(t.subject, { reference }),
    ...layout(language, [fill(all.greeting, { name: to.name }), fill(t.intro, { reference })], { label: t.action, url }, [t.expiry, t.ignore]),
  }
}
