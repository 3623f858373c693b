import type { TFunction } from '../../i18n/translator'

/**
 * Field messages are i18n keys from the core schemas ('validation.invalidEmail'), translated
 * here with the field's own label (asked for only when there is an error) and the minimum age;
 * a server message arrives translated.
 */
export function fieldErrorText(t: TFunction, message: string | undefined, label: () => string, minimumAge: number): string | undefined {
  if (!message) return undefined
  if (!message.startsWith('validation.')) return message
  const field = message.startsWith('validation.fillField') ? label() : ''
  return t(`messages:${message}`, { field, fields: field, age: minimumAge })
}
