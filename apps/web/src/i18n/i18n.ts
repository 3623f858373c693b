import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import type { TTextTree } from '@wheelbase/core/translate'
import { Translator } from './translator'

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

type TLoader = () => Promise<{ default: TTextTree }>
// A namespace that only a few lazy pages read is registered by them (registerNamespace), so that
// its five loaders are not in the first page's script.
// (security: lib/securityTexts.ts; console: features/console/consoleTexts.ts; notifications: their page;
// push: settings' PushSection.)
const pages: Record<string, TLoader> = import.meta.glob<{ default: TTextTree }>([
  './locales/*/*.json',
  '!./locales/*/security.json',
  '!./locales/*/console.json',
  '!./locales/*/notifications.json',
  '!./locales/*/push.json',
])
const messages: Record<TLanguage, TLoader> = {
  en: () => import('@wheelbase/core/messages/en.json'),
  fr: () => import('@wheelbase/core/messages/fr.json'),
  el: () => import('@wheelbase/core/messages/el.json'),
  he: () => import('@wheelbase/core/messages/he.json'),
  zh: () => import('@wheelbase/core/messages/zh.json'),
}
// The bookings' refusals and the notifications' texts (core's too), with the pages that show them.
const bookingMessages: Record<TLanguage, TLoader> = {
  en: () => import('@wheelbase/core/messages/bookings/en.json'),
  fr: () => import('@wheelbase/core/messages/bookings/fr.json'),
  el: () => import('@wheelbase/core/messages/bookings/el.json'),
  he: () => import('@wheelbase/core/messages/bookings/he.json'),
  zh: () => import('@wheelbase/core/messages/bookings/zh.json'),
}
// The key facts' texts (core's: the mails and the voucher write them too), loaded with the facts.
const keyFacts: Record<TLanguage, TLoader> = {
  en: () => import('@wheelbase/core/messages/keyFacts/en.json'),
  fr: () => import('@wheelbase/core/messages/keyFacts/fr.json'),
  el: () => import('@wheelbase/core/messages/keyFacts/el.json'),
  he: () => import('@wheelbase/core/messages/keyFacts/he.json'),
  zh: () => import('@wheelbase/core/messages/keyFacts/zh.json'),
}
const CORE_NAMESPACES: Partial<Record<string, Record<TLanguage, TLoader>>> = { messages, bookingMessages, keyFacts }
const loaderOf = (language: TLanguage, namespace: string) =>
  CORE_NAMESPACES[namespace]?.[language] ?? pages[`./locales/${language}/${namespace}.json`]

/** Adds a namespace's loaders (an `import.meta.glob` of `…/locales/<language>/<namespace>.json`). */
export function registerNamespace(namespace: string, loaders: Record<string, TLoader>): void {
  for (const [file, load] of Object.entries(loaders)) {
    const language = /\/locales\/(\w\w)\//.exec(file)?.[1]
    if (language) pages[`./locales/${language}/${namespace}.json`] = load
  }
}

/** A missing key is a bug: it throws under test and is a console error (which fails browser tests). */
function reportMissingKey(language: TLanguage, namespace: string, key: string): void {
  const message = `Missing translation "${namespace}:${key}" for ${language}`
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

/** A namespace's texts, from its file's module. */
const loadTexts = (language: TLanguage, namespace: string) => loaderOf(language, namespace)?.().then((module) => module.default)

/** What the browser's app reads (its start: initI18n); a page's namespaces load with its code (app/router.tsx). */
export const i18n = new Translator('en', loadTexts, reportMissingKey)
i18n.subscribe(() => applyDocumentLanguage(i18n.language))

/** The first page's language, with the namespaces every page reads. */
export async function initI18n(language: TLanguage): Promise<Translator> {
  await i18n.loadNamespaces(['common', 'messages'], language)
  await i18n.changeLanguage(language)
  applyDocumentLanguage(language)
  return i18n
}

/**
 * The server's own instance of one language, with every namespace loaded: a page renders in
 * one pass, without suspending on translations. One per language, shared by the requests. (A
 * namespace whose loaders come with a lazy page's code loads when that page first renders.)
 */
export async function createLanguageInstance(language: TLanguage): Promise<Translator> {
  const instance = new Translator(language, loadTexts, reportMissingKey, 'common', true)
  await instance.loadNamespaces(NAMESPACES.filter((namespace) => loaderOf(language, namespace)))
  return instance
}

/**
 * Starts downloading translation files before the translator asks for them (at start-up, in parallel
 * with the first page's code). The bundler caches each import, so the later read is instant.
 */
export function prefetchNamespaces(language: TLanguage, namespaces: readonly TNamespace[]): void {
  for (const namespace of namespaces) {
    const load = loaderOf(language, namespace)
    load?.().catch(() => undefined) // a failure surfaces when the translator reads it
  }
}

export function loadNamespaces(...namespaces: (TNamespace | TLazyNamespace)[]): Promise<void> {
  return i18n.loadNamespaces(namespaces)
}
