/**
 * The key under which a translated text can be remembered: the translation key and its values,
 * when the values are flat (a count, a price, a name), which make the text the same every time in
 * one language. Null for anything else (no values object, nested values, a default text), which
 * is then translated each time. (JSON.stringify cost more than the texts it would save.)
 */
export function textKey(key: unknown, values?: unknown): string | null {
  if (typeof key !== 'string') return null
  if (values === undefined) return key
  if (typeof values !== 'object' || values === null) return null
  let id = key
  for (const name in values) {
    const value = (values as Record<string, unknown>)[name]
    // The type goes in too: a count of 1 and a text "1" may be told apart by a plural rule.
    if (typeof value === 'number') id += `\u0001${name}\u0002${value}`
    else if (typeof value === 'string') id += `\u0001${name}\u0003${value}`
    else return null
  }
  return id
}
