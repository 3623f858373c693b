import { refused } from '../../lib/api/failure'
import { useValidateEmail } from './api'
import type { TLightForm } from '../../lib/form/useLightForm'
import type { TCheckoutForm } from './checkoutForm'
import type { TEmailState } from './EmailAccountHint'

/** A guest's email, as soon as the field is left: an address already registered gets the sign-in hint at once. */
export function useEmailCheck(setState: (state: TEmailState) => void) {
  const validate = useValidateEmail().mutateAsync
  return async (email: string, form: TLightForm<TCheckoutForm>) => {
    if (!email.includes('@')) return
    try {
      await validate({ body: { email } })
      setState('unknown')
    } catch (e) {
      if (refused(e, 409)) {
        setState('registered')
        form.setError('driver.email', e.message)
      }
    }
  }
}
