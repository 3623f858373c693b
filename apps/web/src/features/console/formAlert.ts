import type { TFunction } from '../../i18n/translator'
import type { TFormErrors } from '../../lib/form/useLightForm'

/**
 * The message above a console form that failed its check (spec section 5): only required fields
 * missing → "Please fill in the field: X" or "Please fill in the fields: X, Y"; anything else →
 * "Please fix errors.". Nothing when the form is fine.
 */
export function formAlert(t: TFunction, errors: TFormErrors, required: Set<string>, label: (path: string) => string): string | null {
  const problems = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]))
  if (!problems.length) return null
  if (!problems.every(([, message]) => required.has(message))) return t('messages:validation.fixErrors')
  const labels = [...new Set(problems.map(([path]) => label(path)))]
  return labels.length === 1
    ? t('messages:validation.fillField', { field: labels[0] })
    : t('messages:validation.fillFields', { fields: labels.join(t('console:listSeparator')) })
}
