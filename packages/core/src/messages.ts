import elBookings from './messages/bookings/el.json'
import enBookings from './messages/bookings/en.json'
import frBookings from './messages/bookings/fr.json'
import heBookings from './messages/bookings/he.json'
import zhBookings from './messages/bookings/zh.json'
import el from './messages/el.json'
import en from './messages/en.json'
import fr from './messages/fr.json'
import he from './messages/he.json'
import zh from './messages/zh.json'
import type { TLanguage } from './languages'

/**
 * Messages both sides show: validation (spec section 5), the error catalogue (section 8), API
 * errors; and, in their own files (messages/bookings), the bookings' refusals and the
 * notifications, which the browser loads with the bookings pages only, not with the first page.
 */
export type TMessages = typeof en & typeof enBookings
export const MESSAGES: Record<TLanguage, TMessages> = {
  en: { ...en, ...enBookings },
  fr: { ...fr, ...frBookings },
  el: { ...el, ...elBookings },
  he: { ...he, ...heBookings },
  zh: { ...zh, ...zhBookings },
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** A message key such as 'validation.invalidEmail' or 'api.notFound'. */
export type TMessageKey = Leaves<TMessages>

export function translateMessage(language: TLanguage, key: TMessageKey, params: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.') as [keyof TMessages, string]
  const table = MESSAGES[language][group] as Record<string, string>
  const fallback = MESSAGES.en[group] as Record<string, string>
  const template = table[name] ?? fallback[name] ?? key
  return template.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? `{{${p}}}`))
}

/** Whether a text is one of our message keys (a schema's message may be zod's own English instead). */
export function isMessageKey(text: string | undefined): text is TMessageKey {
  const [group, name, extra] = (text ?? '').split('.')
  if (!group || !name || extra !== undefined || !(group in MESSAGES.en)) return false
  return name in (MESSAGES.en[group as keyof TMessages] as Record<string, string>)
}
