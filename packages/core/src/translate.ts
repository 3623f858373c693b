/**
 * How a translation file is read, by the browser's translator (apps/web i18n/translator.ts), the
 * server's render and the mails: a dotted key into the file's tree, its plural form by `count`,
 * its {{placeholders}} filled. The files keep i18next's conventions (`key_one`, `key_other`, …).
 */
export type TTextNode = string | TTextTree | readonly TTextNode[]
export type TTextTree = { readonly [key: string]: TTextNode }
export type TTextValues = Readonly<Record<string, unknown>>

const pluralRules = new Map<string, Intl.PluralRules>()

/** The plural form of `count` in a language (CLDR's: one, two, few, many, other), its rules made once. */
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  return rules.select(count)
}

/** The node at a dotted key ("search.filters.title"; an array's items by their index). */
function nodeAt(tree: TTextNode | undefined, parts: readonly string[], end: number): TTextNode | undefined {
  let node = tree
  for (let i = 0; i < end && node !== undefined; i++) node = typeof node === 'string' ? undefined : (node as TTextTree)[parts[i] as string]
  return node
}

/** What picks a key's variant: `count` its plural form, `context` its named one (`key_more`). */
export type TTextVariant = { count?: number; context?: string }

/**
 * What a key names in a tree, by i18next's rules: with a `context`, `key_<context>` (in its plural
 * form first); with a numeric `count`, its plural form (`key_zero` for 0 when the file has one,
 * then `key_<form>`, then `key_other`); else the key itself. Undefined when missing.
 */
export function textAt(tree: TTextTree | undefined, key: string, language: string, variant: TTextVariant = {}): TTextNode | undefined {
  if (!tree) return undefined
  const { count, context } = variant
  if (!key.includes('.') && count === undefined && context === undefined) return tree[key]
  const parts = key.split('.')
  const parent = nodeAt(tree, parts, parts.length - 1)
  if (parent === undefined || typeof parent === 'string') return undefined
  const table = parent as TTextTree
  const last = parts[parts.length - 1] as string
  const plural = (name: string) =>
    count === undefined
      ? undefined
      : ((count === 0 ? table[`${name}_zero`] : undefined) ?? table[`${name}_${pluralForm(language, count)}`] ?? table[`${name}_other`])
  if (context !== undefined) {
    const named = plural(`${last}_${context}`) ?? table[`${last}_${context}`]
    if (named !== undefined) return named
  }
  return plural(last) ?? table[last]
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** A text with its {{placeholders}} filled; one without a value keeps its placeholder. */
export function fillText(template: string, values: TTextValues): string {
  if (!template.includes('{{')) return template
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? whole : String(value)
  })
}

/** A whole branch of a tree (a page's sections), each text in it filled. */
export function fillTree(node: TTextNode, values: TTextValues): TTextNode {
  if (typeof node === 'string') return fillText(node, values)
  if (Array.isArray(node)) return (node as readonly TTextNode[]).map((item) => fillTree(item, values))
  return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, fillTree(item, values)]))
}
