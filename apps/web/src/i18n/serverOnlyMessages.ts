/**
 * The messages (core's messages/*.json and messages/bookings/*.json) the browser never looks up: the API's own refusals, whole
 * sections or single keys. The server translates them and sends the text as the error's message
 * (lib/api/client.ts); only keys of the core schemas' client-side checks and of the web's own
 * calls are looked up here. Never a `validation.*` key: a field's message may arrive from the
 * server as its key, which the form translates (components/form/fieldError.ts). The browser's build leaves these out of the messages every page
 * loads (vite.config.ts); the server and the tests read the files whole. serverOnlyMessages.test.ts
 * keeps the list true: none of them is named by the web or by a core module the web imports.
 */
export const SERVER_ONLY_MESSAGES: readonly string[] = [
  'api',
  'app',
  'accounts',
  'checkout.optionUnavailable',
  'checkout.payLaterUnavailable',
  'checkout.depositUnavailable',
  'checkout.priceTooHigh',
  'checkout.carUnavailable',
  'checkout.idempotencyReused',
  'checkout.additionalDriverRequired',
  'checkout.paymentMethodUnsupported',
  'checkout.paymentUnavailable',
  'checkout.tooManyHolds',
  'checkout.termsChanged',
  'errors.activationExpired',
  'errors.paymentFailed',
  'errors.checkoutSession',
  'errors.incorrectCredentials',
  'errors.accountSuspended',
  'errors.nothingHere',
  'search.rentalTooShort',
]

/** The messages without those: a section by its name, a key by its dotted path. */
export function withoutServerOnly(messages: Record<string, unknown>): Record<string, unknown> {
  const kept = structuredClone(messages)
  for (const path of SERVER_ONLY_MESSAGES) {
    const [section = '', key] = path.split('.')
    if (key === undefined) delete kept[section]
    else delete (kept[section] as Record<string, unknown> | undefined)?.[key]
  }
  return kept
}
