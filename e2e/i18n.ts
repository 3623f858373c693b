import { readFileSync } from 'node:fs'
import path from 'node:path'

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales')
export const LANGUAGES = ['en', 'fr', 'el', 'he', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]

/** The text a visitor should see, read from the very translation files the app ships. */
export function text(language: Language, namespace: string, key: string): string {
  const data = JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data)
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`)
  return value
}
