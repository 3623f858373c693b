import type { TLanguage } from '@wheelbase/core/languages'
import { translateMessage, type TMessageKey } from '@wheelbase/core/messages'
import { fill, layout, TEXTS } from '../../mail/templates'
import type { Mail } from '../../platform/adapters/mail'
import type { TReader } from './write'

/** A notification by email, for a reader who enabled it: the same sentence as in the app, and a button to the booking. */
export function noticeMail(language: TLanguage, reader: TReader, key: TMessageKey, params: Record<string, string | number>, url: string): Mail {
  const all = TEXTS[language]
  const text = translateMessage(language, key, params)
  return {
    to: reader.email,
    subject: text,
    ...layout(language, [fill(all.greeting, { name: reader.fullName }), text], { label: all.notice.action, url }),
  }
}
