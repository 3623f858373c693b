/**
 * Tools for the translation tests of every package: each text of a translation file as
 * path → value (arrays keep their indexes, so their lengths must agree), and the key without
 * its i18next plural suffix.
 */
export type TJson = string | TJson[] | { [key: string]: TJson }

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

export function textLeaves(value: TJson, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (Array.isArray(value)) value.forEach((v, i) => textLeaves(v, `${prefix}[${i}]`).forEach((s, k) => out.set(k, s)))
  else for (const [k, v] of Object.entries(value)) textLeaves(v, prefix ? `${prefix}.${k}` : k).forEach((s, key) => out.set(key, s))
  return out
}

export function baseKeys(keys: Iterable<string>): string[] {
  return [...new Set([...keys].map((k) => k.replace(PLURAL_SUFFIX, '')))].sort()
}

export function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).filter((p) => p !== '{{count}}').sort()
}
