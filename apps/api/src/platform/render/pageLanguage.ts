import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isLanguage, LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { pathInLanguage, splitLanguagePath } from '@wheelbase/core/languagePaths'
import { LANGUAGE_COOKIE, type TLanguageSource } from '@wheelbase/core/ssr'
import { acceptedLanguage } from '../http/requestLanguage'
import { escapeHtml } from './html'

/** Paths that are never a page: the API and the files beside the pages. */
const NOT_A_PAGE = /^\/(api|uploads|assets)(\/|$)/

/** Whether a path (its query ignored) is the API's or a file's, never a page of the app. */
export const isNotAPage = (path: string): boolean => NOT_A_PAGE.test(path)

/**
 * The address the router sees for a page's address in a language (`/fr/cars` → `/cars`, `/fr` →
 * `/`): Fastify's `rewriteUrl`, before routing. The API has no addresses per language.
 */
export function pageWithoutLanguage(url: string): string {
  const { language, rest } = splitLanguagePath(url)
  return language && !NOT_A_PAGE.test(rest) ? rest : url
}

/** The language a page's address names (`/fr/…`), read from the address as it was asked for. */
export const addressLanguage = (req: FastifyRequest): TLanguage | null => splitLanguagePath(req.originalUrl).language

/**
 * The visitor's language by the start-up rule (DESIGN.md section 5), as far as a server can see
 * it: the address's (`/fr/…`), then the stored choice (its cookie), then Accept-Language, then the
 * default. The time-zone guess needs the browser, which applies it after hydrating.
 */
export function pageLanguage(req: FastifyRequest, defaultLanguage: TLanguage): { language: TLanguage; source: TLanguageSource } {
  const fromUrl = addressLanguage(req)
  if (fromUrl) return { language: fromUrl, source: 'url' }
  const stored = req.cookies[LANGUAGE_COOKIE]
  if (isLanguage(stored)) return { language: stored, source: 'stored' }
  const accepted = acceptedLanguage(req)
  return accepted ? { language: accepted, source: 'browser' } : { language: defaultLanguage, source: 'default' }
}

/**
 * An address of the time before addresses had a language (`/cars?lang=fr`, in old mails, shared
 * links and bookmarks, and the header's picker sent before the app runs) answers 301 with the
 * page's address in that language, the rest of its query kept (`/fr/cars`).
 */
export function redirectLanguageQueries(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.includes('lang=')) return
    const url = new URL(req.url, 'http://wheelbase.invalid')
    const language = url.searchParams.get('lang')
    if (NOT_A_PAGE.test(url.pathname) || !isLanguage(language)) return
    url.searchParams.delete('lang')
    return reply.redirect(pathInLanguage(language, url.pathname + url.search + url.hash), 301)
  })
}

/**
 * The head's links of an indexed page: its own address as canonical, and its address in each
 * language as alternates, the one without a language as `x-default` (record 0146). `path` is the
 * page's path without a language and without its query (a view of a page is the page).
 */
export function languageLinks(publicUrl: string, language: TLanguage | null, path: string): string {
  const href = (lang: TLanguage | null) => escapeHtml(publicUrl + pathInLanguage(lang, path))
  return [
    `<link rel="canonical" href="${href(language)}" />`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(null)}" />`,
  ].join('')
}
