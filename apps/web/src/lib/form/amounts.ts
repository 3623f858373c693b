/** An amount in cents as a form shows it, in the currency's units: 4250 → "42.50", 4200 → "42". */
export const unitsOf = (cents: number) => (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)

/** Typed text to cents: empty is missing, anything but an amount is invalid (−1 fails a schema's minimum). */
export function centsOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (!trimmed) return undefined
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : -1
}

/** Typed text to a whole number: empty is missing, anything else invalid (−2 fails a schema's minimum). */
export function wholeOf(text: string): number | undefined {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  return /^\d+$/.test(trimmed) ? Number(trimmed) : -2
}
