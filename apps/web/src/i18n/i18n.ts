import i18next, { type BackendModule, type i18n as TI18n, type InitOptions, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'

export const NAMESPACES = [
  'common',
  'home',
  'search',
  'pages',
  'info',
  'account',
  'security',
  'messages',
  'bookingMessages',
  'checkout',
  'bookings',
  'keyFacts',
  'suppliers',
  'places',
] as const
export type TNamespace = (typeof NAMESPACES)[number]
/** Namespaces whose loaders their pages register (registerNamespace): never asked before those pages load. */
export type TLazyNamespace = 'security' | 'console' | 'notifications' | 'push'

type TLoader = () => Promise<{ default: ResourceKey }>
// A namespace that only a few lazy pages read is registered by them (registerNamespace), so that
// its five loaders are not in the first page's script.
// (security: lib/securityTexts.ts; console: features/console/consoleTexts.ts; notifications: their page;
// push: settings' PushSection.)
const pages: Record<string, TLoader> = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/*.json',
  '!./locales/*/security.json',
  '!./locales/*/console.json',
  '!./locales/*/notifications.json',
  '!./locales/*/push.json',
])
const messages: Record<TLanguage, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('@wheelbase/core/messages/en.json'),
  fr: () => import('@wheelbase/core/messages/fr.json'),
  el: () => import('@wheelbase/core/messages/el.json'),
  he: () => import('@wheelbase/core/messages/he.json'),
  zh: () => import('@wheelbase/core/messages/zh.json'),
}
// The bookings' refusals and the notifications' texts (core's too), with the pages that show them.
const bookingMessages: Record<TLanguage, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('@wheelbase/core/messages/bookings/en.json'),
  fr: () => import('@wheelbase/core/messages/bookings/fr.json'),
  el: () => import('@wheelbase/core/messages/bookings/el.json'),
  he: () => import('@wheelbase/core/messages/bookings/he.json'),
  zh: () => import('@wheelbase/core/messages/bookings/zh.json'),
}
// The key facts' texts (core's: the mails and the voucher write them too), loaded with the facts.
const keyFacts: Record<TLanguage, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('@wheelbase/core/messages/keyFacts/en.json'),
  fr: () => import('@wheelbase/core/messages/keyFacts/fr.json'),
  el: () => import('@wheelbase/core/messages/keyFacts/el.json'),
  he: () => import('@wheelbase/core/messages/keyFacts/he.json'),
  zh: () => import('@wheelbase/core/messages/keyFacts/zh.json'),
}
const CORE_NAMESPACES: Partial<Record<string, Record<TLanguage, () => Promise<{ default: ResourceKey }>>>> = { messages, bookingMessages, keyFacts }
const loaderOf = (language: TLanguage, namespace: string) =>
  CORE_NAMESPACES[namespace]?.[language] ?? pages[`./locales/${language}/${namespace}.json`]

/** Adds a namespace's loaders (an `import.meta.glob` of `…/locales/<language>/<namespace>.json`). */
export function registerNamespace(namespace: string, loaders: Record<string, TLoader>): void {
  for (const [file, load] of Object.entries(loaders)) {
    const language = /\/locales\/(\w\w)\//.exec(file)?.[1]
    if (language) pages[`./locales/${language}/${namespace}.json`] = load
  }
}

/** Loads one language's namespace on demand: each is its own small chunk. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaderOf(language as TLanguage, namespace)
    if (!load) {
      callback(new Error(`no translations for ${language}/${namespace}`), null)
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

/** A missing key is a bug: it throws under test and is a console error (which fails browser tests). */
function reportMissingKey(languages: readonly string[], namespace: string, key: string): void {
  const message = `Missing translation "${namespace}:${key}" for ${languages.join(', ')}`
  if (import.meta.env.MODE === 'test') throw new Error(message)
  console.error(message)
}

/** The page's language and direction; left alone when the server's HTML has them already (setting either restyles the page). */
export function applyDocumentLanguage(language: TLanguage): void {
  const root = document.documentElement
  const dir = directionOf(language)
  if (root.lang !== language) root.lang = language
  if (root.dir !== dir) root.dir = dir
}

const OPTIONS: InitOptions = {
  // No fallback language: every key exists in every language (key-parity test), and a
  // fallback would download English translations for every visitor.
  fallbackLng: false,
  supportedLngs: ['en', 'fr', 'el', 'he', 'zh'],
  ns: ['common', 'messages'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  saveMissing: true,
  missingKeyHandler: reportMissingKey,
  react: { useSuspense: true },
  returnNull: false,
}

export async function initI18n(language: TLanguage): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => applyDocumentLanguage(lng as TLanguage))
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({ ...OPTIONS, lng: language })
  applyDocumentLanguage(language)
  return i18next
}

/**
 * The server's own instance of one language, with every namespace loaded: a page renders in
 * one pass, without suspending on translations. One per language, shared by the requests.
 */
export async function createLanguageInstance(language: TLanguage): Promise<TI18n> {
  const instance = i18next.createInstance()
  await instance.use(lazyBackend).init({ ...OPTIONS, lng: language, ns: [...NAMESPACES] })
  return instance
}

/**
 * Starts downloading translation files before i18next asks for them (at start-up, in parallel
 * with the first page's code). The bundler caches each import, so the later read is instant.
 */
export function prefetchNamespaces(language: TLanguage, namespaces: readonly TNamespace[]): void {
  for (const namespace of namespaces) {
    const load = loaderOf(language, namespace)
    load?.().catch(() => undefined) // a failure surfaces when i18next reads it
  }
}

export function loadNamespaces(...namespaces: (TNamespace | TLazyNamespace)[]): Promise<void> {
  return i18next.loadNamespaces(namespaces)
}
