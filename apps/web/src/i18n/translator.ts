import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { fillText, fillTree, textAt, type TTextTree, type TTextValues, type TTextVariant } from '@wheelbase/core/translate'

/** A text by key ("title", "search:filters.title"), filled with values; `count` picks the plural form. */
export type TFunction = {
  /** A whole branch (an info page's sections), each text filled. */
  <T>(key: string, values: TTextValues & { returnObjects: true }): T
  (key: string, values?: TTextValues): string
}

/** A language's namespace, as its file's module gives it; undefined when there is none. */
export type TTextsLoader = (language: TLanguage, namespace: string) => Promise<TTextTree> | undefined
/** Told of a key that no file has: a fault of the code (record 0008). */
export type TMissingKey = (language: TLanguage, namespace: string, key: string) => void

/** A text's variant from its values, as i18next read them: a numeric `count`, a string `context`. */
const variantOf = ({ count, context }: TTextValues): TTextVariant => ({
  ...(typeof count === 'number' ? { count } : {}),
  ...(typeof context === 'string' ? { context } : {}),
})

/** A promise React reads as settled without waiting (its `use` looks at `status` and `value`). */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

/** Texts remembered per translation: bounded, cleared past this many. */
const REMEMBER_AT_MOST = 5_000

type TTranslate = (key: string, values?: TTextValues) => string

/** Translations that remember their texts, and the remembering twin made for each other one. */
const rememberingOnes = new WeakSet<TTranslate>()
const twins = new WeakMap<TTranslate, TTranslate>()

/**
 * A translation that gives each text once: a results page asks for the same few hundred texts on
 * every render ("5 seats", "Manual"). Only texts without values, or with flat ones (strings and
 * numbers, their types in the key: `count` 1 and "1" differ), are remembered. One twin per
 * translation, and a translation that remembers already (a server's) is its own.
 */
export function remembering<T extends TTranslate>(translate: T): T {
  if (rememberingOnes.has(translate)) return translate
  let twin = twins.get(translate)
  if (!twin) {
    const texts = new Map<string, string>()
    twin = (key, values) => {
      let id = key
      if (values)
        for (const name in values) {
          const value = values[name]
          if (typeof value !== 'string' && typeof value !== 'number') return translate(key, values)
          id += `\u0001${name}\u0002${typeof value}${value}`
        }
      let text = texts.get(id)
      if (text === undefined) {
        if (texts.size >= REMEMBER_AT_MOST) texts.clear()
        texts.set(id, (text = translate(key, values)))
      }
      return text
    }
    rememberingOnes.add(twin)
    twins.set(translate, twin)
  }
  return twin as T
}

/** What `useTranslation` gives a component: a translator fixed to a language and a namespace. */
export type TTranslation = { t: TFunction; i18n: Translator; ready: true }

/**
 * The app's translations (record 0159): each language's namespaces loaded on demand, one file
 * each, and read with the conventions of i18next's files, which it replaces: `ns:key`, dotted
 * keys, plural forms by `count`, {{placeholders}}. No fallback language (record 0008): a missing
 * key is reported and shown as the key.
 */
export class Translator {
  language: TLanguage
  private readonly texts = new Map<string, TTextTree>()
  private readonly loading = new Map<string, Promise<void>>()
  private readonly translations = new Map<string, TTranslation>()
  private readonly readiness = new Map<string, Promise<void>>()
  private readonly listeners = new Set<() => void>()
  /** The namespaces asked for so far: another language loads them all before it is shown. */
  private readonly used = new Set<string>()
  private changes = 0

  constructor(
    language: TLanguage,
    private readonly load: TTextsLoader,
    private readonly missing: TMissingKey,
    readonly defaultNamespace = 'common',
    /** Remember each text by its key and flat values (the server's translators: their language never changes). */
    private readonly remember = false,
  ) {
    this.language = language
  }

  hasLoadedNamespace(namespace: string, language: TLanguage = this.language): boolean {
    return this.texts.has(`${language}/${namespace}`)
  }

  /** One namespace of a language, loaded once: the same promise until it settles (a failure is tried again). */
  loadNamespace(namespace: string, language: TLanguage = this.language): Promise<void> {
    this.used.add(namespace)
    const id = `${language}/${namespace}`
    let promise = this.loading.get(id)
    if (!promise) {
      const loading = this.load(language, namespace)
      promise = loading ? loading.then((tree) => void this.texts.set(id, tree)) : Promise.reject(new Error(`no translations for ${id}`))
      promise.catch(() => this.loading.delete(id))
      this.loading.set(id, promise)
    }
    return promise
  }

  /**
   * Settles when a language's namespaces are all loaded, for React's `use`: already settled (as
   * React marks a promise it has read) when they are, else the same promise for the same set
   * until it settles. A component reads it once at every render, so that its hooks run alike
   * whether it suspended or not (a `use` called only while loading broke React's replay of the
   * component's hooks once the texts came).
   */
  ready(language: TLanguage, namespaces: readonly string[]): Promise<void> {
    if (namespaces.every((namespace) => this.hasLoadedNamespace(namespace, language))) return LOADED
    const id = `${language}/${namespaces.join(',')}`
    let promise = this.readiness.get(id)
    if (!promise) {
      promise = this.loadNamespaces(namespaces, language)
      promise.catch(() => this.readiness.delete(id))
      this.readiness.set(id, promise)
    }
    return promise
  }

  async loadNamespaces(namespaces: string | readonly string[], language: TLanguage = this.language): Promise<void> {
    await Promise.all((typeof namespaces === 'string' ? [namespaces] : namespaces).map((namespace) => this.loadNamespace(namespace, language)))
  }

  /** Shows another language once every namespace asked for so far is loaded in it; the last call wins. */
  async changeLanguage(language: TLanguage): Promise<void> {
    const call = ++this.changes
    await this.loadNamespaces([...this.used], language)
    if (call !== this.changes || language === this.language) return
    this.language = language
    for (const listener of this.listeners) listener()
  }

  /** useSyncExternalStore's subscription to the language shown. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  readonly getLanguage = (): TLanguage => this.language

  dir(language: TLanguage = this.language): 'ltr' | 'rtl' {
    return directionOf(language)
  }

  /** A text of the default namespace (or of the key's own: "messages:errors.network") in the language shown. */
  readonly t: TFunction = ((key: string, values?: TTextValues) => this.translate(this.language, this.defaultNamespace, key, values)) as TFunction

  exists(key: string, namespace: string = this.defaultNamespace): boolean {
    const { tree, name } = this.lookup(this.language, namespace, key)
    return textAt(tree, name, this.language) !== undefined
  }

  /** The translation of a language and namespace, made once: its `t` keeps its identity across renders. */
  translation(language: TLanguage, namespace: string): TTranslation {
    const id = `${language}/${namespace}`
    let translation = this.translations.get(id)
    if (!translation) {
      const translate = (key: string, values?: TTextValues) => this.translate(language, namespace, key, values)
      const t = (this.remember ? remembering(translate) : translate) as TFunction
      this.translations.set(id, (translation = { t, i18n: this, ready: true }))
    }
    return translation
  }

  getFixedT(language: TLanguage, namespace: string = this.defaultNamespace): TFunction {
    return this.translation(language, namespace).t
  }

  private lookup(language: TLanguage, namespace: string, key: string): { tree: TTextTree | undefined; name: string; namespace: string } {
    const colon = key.indexOf(':')
    const ns = colon > 0 ? key.slice(0, colon) : namespace
    const name = colon > 0 ? key.slice(colon + 1) : key
    return { tree: this.texts.get(`${language}/${ns}`), name, namespace: ns }
  }

  private translate(language: TLanguage, namespace: string, key: string, values: TTextValues | undefined): string {
    const { tree, name, namespace: ns } = this.lookup(language, namespace, key)
    const text = textAt(tree, name, language, values && variantOf(values))
    if (typeof text === 'string') return values ? fillText(text, values) : text
    // A branch is only given when asked for (returnObjects), as i18next did; the callers type it.
    if (text !== undefined && values?.returnObjects === true) return fillTree(text, values) as unknown as string
    this.missing(language, ns, name)
    return name
  }
}
