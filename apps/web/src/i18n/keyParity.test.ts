import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@wheelbase/core/languages'
import { baseKeys, placeholders, PLURAL_SUFFIX, textLeaves, type TJson } from '@wheelbase/core/translationKeys'

const LOCALES = path.join(import.meta.dirname, 'locales')
const CORE_MESSAGES = path.join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'core', 'src', 'messages')
const PLURAL = PLURAL_SUFFIX
type Json = TJson
const leaves = textLeaves

function load(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json
}

const files: { name: string; read: (lang: string) => Json }[] = [
  ...readdirSync(path.join(LOCALES, 'en')).map((file) => ({ name: file, read: (lang: string) => load(path.join(LOCALES, lang, file)) })),
  { name: 'core messages', read: (lang: string) => load(path.join(CORE_MESSAGES, `${lang}.json`)) },
  { name: 'core booking messages', read: (lang: string) => load(path.join(CORE_MESSAGES, 'bookings', `${lang}.json`)) },
  { name: 'core key facts', read: (lang: string) => load(path.join(CORE_MESSAGES, 'keyFacts', `${lang}.json`)) },
]

/** Texts that are the same in every language (brand, card brands, reCAPTCHA's own name, the names of car equipment and of an SUV). */
const SAME_EVERYWHERE = /^(Wheelbase|VISA|Mastercard|AMEX|Apple CarPlay|Android Auto|Bluetooth|SUV)$/
/** Words that really are spelled the same in another language. */
const SAME_IN: Record<string, ReadonlySet<string>> = {
  fr: new Set(['Menu', 'Console', 'Contact', 'Notifications', 'Questions', 'Support', 'Message', 'Bio', 'Date', 'Mini', 'Premium']),
  el: new Set(['Email']),
}

describe.each(files)('translations: $name', ({ read }) => {
  const english = leaves(read('en'))

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key English has, and no other', (lang) => {
    const other = leaves(read(lang))
    expect(baseKeys(other.keys())).toEqual(baseKeys(english.keys()))
  })

  it.each(LANGUAGES)('%s has every plural form its language needs', (lang) => {
    const keys = [...leaves(read(lang)).keys()]
    const plurals = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((f) => f !== 'zero')
    for (const base of plurals) for (const form of forms) expect(keys, `${lang} ${base}_${form}`).toContain(`${base}_${form}`)
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s shows no English left untranslated', (lang) => {
    const other = leaves(read(lang))
    const untranslated = [...other].filter(
      ([key, value]) =>
        english.get(key) === value &&
        /[a-z]{3}/.test(value.replace(/\{\{\w+\}\}/g, '')) &&
        !SAME_EVERYWHERE.test(value) &&
        !SAME_IN[lang]?.has(value),
    )
    expect(untranslated).toEqual([])
  })

  it.each(LANGUAGES)('%s keeps every {{placeholder}}', (lang) => {
    for (const [key, value] of leaves(read(lang))) {
      const englishValue = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? ''
      expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(englishValue))
    }
  })
})
