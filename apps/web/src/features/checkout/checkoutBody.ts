import type { TRequestOf } from '@wheelbase/core/contract'
import type { createCheckout } from '@wheelbase/core/contracts/checkout'
import type { TExtra } from '@wheelbase/core/extras'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TPath } from '../../lib/form/useLightForm'
import type { TCheckoutForm } from './checkoutForm'
import type { TCheckoutParams } from './checkoutParams'

export type TCheckoutBody = TRequestOf<typeof createCheckout>['body']

/** What the page knows beside the form's values: the car and period chosen, and what the form asked. */
export type TCheckoutChoice = {
  params: TCheckoutParams
  /** The options this car prices that the driver ticked. */
  chosen: readonly TExtra[]
  /** Whether the additional driver's details were asked (the option is ticked). */
  additionalDriver: boolean
  /** Whether the flight number was asked (an airport pick-up). */
  airport: boolean
  guest: boolean
  /** 'test' takes a card on the page; any other provider pays on its own page. */
  payments: string
  language: TLanguage
  /** The version of the supplier's terms the key facts showed: the booking is made on those (else 409 terms_changed). */
  termsVersion: number
}

/**
 * The checkout's request from the form (pure): only what was asked is sent. A card is sent only
 * to the test provider; a real one takes it on its own page.
 */
export function checkoutBodyOf(values: TCheckoutForm, choice: TCheckoutChoice): TCheckoutBody {
  const { params, guest } = choice
  return {
    car: params.car,
    pickup: params.pickup,
    dropoff: params.dropoff,
    from: params.from,
    to: params.to,
    options: Object.fromEntries(choice.chosen.map((extra) => [extra, true])),
    driver: values.driver,
    additionalDriver: choice.additionalDriver ? values.additionalDriver : undefined,
    flightNumber: choice.airport && values.flightNumber.trim() ? values.flightNumber : undefined,
    payment: paymentOf(values, choice.payments),
    acceptTerms: guest ? values.acceptTerms : undefined,
    captcha: guest ? values.captcha : undefined,
    retryOf: params.retryOf,
    language: choice.language,
    termsVersion: choice.termsVersion,
  }
}

/** How the driver pays: later, or online (by card on the page with the test provider), in full or the deposit's share. */
function paymentOf(values: TCheckoutForm, payments: string): TCheckoutBody['payment'] {
  if (values.method === 'later') return { method: 'later' }
  const part = values.method === 'deposit' ? { part: 'deposit' as const } : {}
  return payments === 'test' ? { method: 'card', card: values.card, ...part } : { method: 'online', ...part }
}

/** The server's refusals that belong to one field of the form. */
export const FIELD_OF_CODE = {
  driver_too_young: 'driver.birthDate',
  additional_driver_too_young: 'additionalDriver.birthDate',
  captcha_failed: 'captcha',
  terms_required: 'acceptTerms',
  email_registered: 'driver.email',
  email_registered_no_password: 'driver.email',
} as const satisfies Record<string, TPath<TCheckoutForm>>

/** A field of the request's body → the form's path: the card sits under `payment` in the body only. */
export const formPathOf = (bodyPath: string): string => bodyPath.replace(/^payment\./, '')
