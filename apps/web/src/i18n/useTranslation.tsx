import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { TLanguage } from '@wheelbase/core/languages'
import { i18n } from './i18n'
import type { Translator, TTranslation } from './translator'

type TScope = { translator: Translator; language: TLanguage }

/**
 * The translator a tree reads and the language it shows. The browser's app has one provider at its
 * root, subscribed once to language changes: a component re-renders through the context, with no
 * subscription of its own (react-i18next subscribed every component that translates). The server
 * gives each page its language's translator. Without a provider (a component's test), the
 * browser's translator in its language of the moment.
 */
const TranslationContext = createContext<TScope | null>(null)

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const language = useSyncExternalStore(translator.subscribe, translator.getLanguage, translator.getLanguage)
  const scope = useMemo(() => ({ translator, language }), [translator, language])
  return <TranslationContext.Provider value={scope}>{children}</TranslationContext.Provider>
}

/** A page's translator, fixed to its language (the server's render: one per language). */
export function FixedTranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const scope = useMemo(() => ({ translator, language: translator.language }), [translator])
  return <TranslationContext.Provider value={scope}>{children}</TranslationContext.Provider>
}

/**
 * The texts of the namespaces a component reads: `t` looks keys up in the first, the others by
 * prefix ("messages:errors.network"). A namespace not loaded yet suspends the component until it is.
 */
export function useTranslation(namespaces?: string | readonly string[]): TTranslation {
  const scope = useContext(TranslationContext)
  const translator = scope?.translator ?? i18n
  const language = scope?.language ?? translator.language
  const list = namespaces === undefined ? [] : typeof namespaces === 'string' ? [namespaces] : namespaces
  use(translator.ready(language, list)) // every time, loaded or not (Translator.ready says why)
  return translator.translation(language, list[0] ?? translator.defaultNamespace)
}
