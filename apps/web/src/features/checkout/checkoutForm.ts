import type { FieldValues, Resolver } from 'react-hook-form'

export type TDriverForm = { fullName: string; email: string; phone: string; birthDate: string }
export type TCheckoutForm = {
  driver: TDriverForm
  additionalDriver: TDriverForm
  method: 'later' | 'card'
  card: { number: string; expiry: string; cvc: string }
  acceptTerms: boolean
  captcha: string
}
export type TFormRules = { minAge: number; guest: boolean; additionalDriver: boolean; card: boolean }

export const emptyDriver: TDriverForm = { fullName: '', email: '', phone: '', birthDate: '' }

/**
 * The form is checked by core's own checkout schemas (the server's), loaded on the first check:
 * the page shows without the schema library, and the rules exist once.
 */
export function lazyResolver<T extends FieldValues>(rules: () => TFormRules): Resolver<T> {
  return async (values, context, options) => {
    const [{ checkoutFormSchema }, { zodResolver }] = await Promise.all([import('./checkoutSchema'), import('@hookform/resolvers/zod')])
    const resolve = zodResolver(checkoutFormSchema(rules())) as unknown as Resolver<T>
    return resolve(values, context, options)
  }
}
