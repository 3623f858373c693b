import { z } from 'zod'
import { isFlightNumber } from '@wheelbase/core/flight'
import { ZCard, ZDriverDetails } from '@wheelbase/core/schemas/checkout'
import type { TFormRules } from './checkoutRules'

/** The checkout form's rules, from the server's schemas: what is not asked (a signed-in driver's terms) is not checked. */
export function checkoutFormSchema({ minAge, guest, additionalDriver, card, airport }: TFormRules) {
  return z.object({
    driver: ZDriverDetails(minAge),
    additionalDriver: additionalDriver ? ZDriverDetails(minAge) : z.unknown(),
    // Optional: blank is none (the body then leaves it out); else the server's own rule.
    flightNumber: airport ? z.string().refine((v) => v.trim() === '' || isFlightNumber(v), { error: 'validation.invalidFlightNumber' }) : z.unknown(),
    method: z.enum(['later', 'card', 'deposit']),
    card: card ? ZCard : z.unknown(),
    acceptTerms: guest ? z.literal(true, { error: 'validation.acceptTerms' }) : z.unknown(),
    captcha: guest ? z.string().min(1, { error: 'validation.recaptchaError' }) : z.unknown(),
  })
}
