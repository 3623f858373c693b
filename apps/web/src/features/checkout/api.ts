import { getCar } from '@wheelbase/core/contracts/cars'
import { keepPreviousData } from '@tanstack/react-query'
import { resend, validateEmail } from '@wheelbase/core/contracts/accounts'
import { checkoutSession, createCheckout } from '@wheelbase/core/contracts/checkout'
import { getUser } from '@wheelbase/core/contracts/profile'
import type { TResponseOf } from '@wheelbase/core/contract'
import { useCall } from '../../lib/api/calls'
import { useChange } from '../../lib/api/useChange'
import { refused } from '../../lib/api/failure'
import { checkoutCarRequest, type TCheckoutParams } from './checkoutParams'

/** The car and its quote for the checkout's choices. */
export function useCheckoutCar(params: TCheckoutParams) {
  return useCall(getCar, checkoutCarRequest(params), {
    // Changing an option keeps the old figures on screen (marked as updating) until the new quote.
    placeholderData: keepPreviousData,
    retry: (count, error) => !refused(error) && count < 2,
  })
}

/** A signed-in driver's profile, to fill in the driver's details (nothing is asked for a guest). */
export const useDriverProfile = (userId: string | undefined) => useCall(getUser, userId ? { params: { id: userId } } : null)
/** The checkout leaves its page: the car's quote it shows is only marked stale (asked again, it would say the car is taken). */
export const useCreateCheckout = () => useChange(createCheckout, { refetch: 'none' })

/** The outcome of a checkout, asked again every 3 s while a payment is awaited (Stripe confirms later). */
export const useCheckoutSession = (sessionId: string, awaiting: (session: TResponseOf<typeof checkoutSession>) => boolean) =>
  useCall(
    checkoutSession,
    { params: { sessionId } },
    { retry: false, refetchInterval: (q) => (q.state.data && awaiting(q.state.data) ? 3000 : false) },
  )

/** Whether an email has an account (409: it has). */
export const useValidateEmail = () => useChange(validateEmail)
/** Mails an account's owner a link to set a password. */
export const useResendLink = () => useChange(resend)
