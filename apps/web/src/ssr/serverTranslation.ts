import type { i18n as TI18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext, type useTranslation as useClientTranslation } from 'react-i18next'
import { textKey } from '../i18n/textKey'

// The server build's react-i18next: everything is the library's but useTranslation (vite.config.ts
// swaps the import for the server build only; the browser keeps the library's own).
export * from 'react-i18next'

type TTranslation = [TFunction, TI18n, boolean] & { t: TFunction; i18n: TI18n; ready: boolean }
// getFixedT's fourth argument (the namespaces a selector may use) is in i18next's code, not its types.
type TGetFixedT = (lng: string, ns: string | undefined, keyPrefix: undefined, options: { scopeNs: string[] }) => (...args: unknown[]) => string
const bound = new WeakMap<TI18n, Map<string, TTranslation>>()
/** Texts remembered per language and set of namespaces: bounded, cleared past this many. */
const REMEMBER_AT_MOST = 5_000

/**
 * useTranslation for a page rendered once on the server. The library's hook prepares for a page
 * that lives on (a subscription to language changes, a copy of the i18next instance to signal
 * them, the options merged again), at every call of every component: on a results page, about a
 * twentieth of the server's busy time. Here nothing changes during a render and the server's
 * instances have every namespace loaded (createLanguageInstance), so each instance answers each
 * set of namespaces with one remembered translator: the library's own getFixedT, the same texts.
 */
export const useTranslation = ((ns?: string | readonly string[]) => {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS)] : typeof ns === 'string' ? [ns] : [...ns]
  const key = namespaces.join(',')
  let forInstance = bound.get(i18n)
  if (!forInstance) bound.set(i18n, (forInstance = new Map()))
  let translation = forInstance.get(key)
  if (!translation) {
    const missing = namespaces.filter((namespace) => !i18n.hasLoadedNamespace(namespace))
    if (missing.length) throw new Error(`server render: translations not loaded: ${missing.join(', ')}`)
    // As the library asks for it by default (nsMode 'default'): the first namespace, the others by
    // prefix. A text without values, or with flat ones ("5 seats", "Total for 3 days"), is the same
    // at every call with them: it is translated once (textKey.ts).
    const fixed = (i18n.getFixedT.bind(i18n) as unknown as TGetFixedT)(i18n.language, namespaces[0], undefined, { scopeNs: namespaces })
    const texts = new Map<string, string>()
    const t = ((key: unknown, ...rest: unknown[]) => {
      const id = rest.length > 1 ? null : textKey(key, rest[0])
      if (id === null) return fixed(key, ...rest)
      let text = texts.get(id)
      if (text === undefined) {
        if (texts.size >= REMEMBER_AT_MOST) texts.clear()
        texts.set(id, (text = fixed(key, ...rest)))
      }
      return text
    }) as unknown as TFunction
    translation = Object.assign([t, i18n, true] as [TFunction, TI18n, boolean], { t, i18n, ready: true })
    forInstance.set(key, translation)
  }
  return translation
}) as unknown as typeof useClientTranslation
