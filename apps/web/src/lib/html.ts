const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const SPECIAL = /[&<>"']/

/**
 * Text or an attribute's value, escaped as React escapes them, for markup written as a string
 * that must equal React's (most texts have nothing to escape: tested first).
 */
export const escapeAsReact = (text: string | number): string => {
  const value = String(text)
  return SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : value
}
