import type { UseFormReturn } from 'react-hook-form'
import { validateEmail } from '@wheelbase/core/contracts/accounts'
import { ApiError, api } from '../../lib/api/client'
import type { TCheckoutForm } from './checkoutForm'
import type { TEmailState } from './EmailAccountHint'

/** A guest's email, as soon as the field is left: an address already registered gets the sign-in hint at once. */
export function useEmailCheck(setState: (state: TEmailState) => void) {
  return async (email: string, form: UseFormReturn<TCheckoutForm>) => {
    if (!email.includes('@')) return
    try {
      await api(validateEmail, { body: { email } })
      setState('unknown')
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setState('registered')
        form.setError('driver.email', { message: e.message })
      }
    }
  }
}
