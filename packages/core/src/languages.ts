export const LANGUAGES = ['en', 'fr', 'el', 'he', 'zh'] as const
export type TLanguage = (typeof LANGUAGES)[number]

/** Each language's own name, shown in the language picker whatever the UI language is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  fr: 'Français',
  el: 'Ελληνικά',
  he: 'עברית',
  zh: '中文',
}

const RTL_LANGUAGES: ReadonlySet<TLanguage> = new Set(['he'])

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function directionOf(language: TLanguage): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'
}

/** 'fr-CA' → 'fr'; anything not supported → undefined. */
export function toLanguage(tag: string | null | undefined): TLanguage | undefined {
  if (!tag) return undefined
  const code = tag.trim().slice(0, 2).toLowerCase()
  return isLanguage(code) ? code : undefined
}
