import type { TFormErrors } from '../../lib/form/useLightForm'
import { schemaErrors } from '../../lib/form/schemaErrors'
import type { TFormRules } from './checkoutRules'

export type TDriverForm = { fullName: string; email: string; phone: string; birthDate: string }
// A type, not an interface: the form's values are a plain record.
export type TCheckoutForm = {
  driver: TDriverForm
  additionalDriver: TDriverForm
  /** Asked at an airport pick-up only; blank is none. */
  flightNumber: string
  /** Later; online in full; or the supplier's deposit share online, the rest at the desk. */
  method: 'later' | 'card' | 'deposit'
  card: { number: string; expiry: string; cvc: string }
  acceptTerms: boolean
  captcha: string
}

export const emptyDriver: TDriverForm = { fullName: '', email: '', phone: '', birthDate: '' }

/**
 * The form is checked by core's own checkout schemas (the server's), loaded on the first check:
 * the page shows without the schema library, and the rules exist once.
 */
export async function validateCheckout(values: TCheckoutForm, rules: TFormRules): Promise<TFormErrors> {
  const { checkoutFormSchema } = await import('./checkoutSchema')
  const result = checkoutFormSchema(rules).safeParse(values)
  return schemaErrors(result)
}
