import { readFileSync } from 'node:fs'
import path from 'node:path'

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales')
const MESSAGES = path.resolve(import.meta.dirname, '../packages/core/src/messages')
export const LANGUAGES = ['en', 'fr', 'el', 'he', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]

/** The text a visitor should see, read from the very translation files the app ships. */
export function text(language: Language, namespace: string, key: string): string {
  // Core's messages: the first page's, and the bookings' and the key facts' in their own files.
  const file =
    namespace === 'messages'
      ? path.join(MESSAGES, `${language}.json`)
      : namespace === 'bookingMessages'
        ? path.join(MESSAGES, 'bookings', `${language}.json`)
        : namespace === 'keyFacts'
          ? path.join(MESSAGES, 'keyFacts', `${language}.json`)
          : path.join(LOCALES, language, `${namespace}.json`)
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data)
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`)
  return value
}

/** A namespace's texts in a language with their {{placeholders}} filled (an absent one left empty). */
export const texts =
  (language: Language, namespace: string) =>
  (key: string, params: Record<string, string> = {}): string =>
    text(language, namespace, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '')
