import * as accounts from '@wheelbase/core/contracts/accounts'
import * as profile from '@wheelbase/core/contracts/profile'
import * as methods from '@wheelbase/core/contracts/signInMethods'
import type { TUser } from '@wheelbase/core/schemas/auth'
import { useCall } from '../../lib/api/calls'
import { useChange } from '../../lib/api/useChange'

/** The account calls of spec section 7, as the pages use them. */
export const useSignUp = () => useChange(accounts.signUp)
export const useValidateEmail = () => useChange(accounts.validateEmail)
export const useSignIn = () => useChange(accounts.signIn)
export const useSocialSignIn = () => useChange(accounts.socialSignIn)
/** Activates an account, or sets a new password, with an emailed link's token. */
export const useActivate = () => useChange(accounts.activate)
/** Mails a new activation link, or (`reset`) a link to choose a new password. */
export const useResendLink = () => useChange(accounts.resend)
export const resendRequest = (email: string, reset: boolean) => ({
  params: { appType: 'frontend' as const, email, reset: reset ? ('true' as const) : ('false' as const) },
})
/** The account follows the language on screen. */
export const useSaveLanguage = () => useChange(profile.updateLanguage)

export type TLink = { userId: string; email: string; token: string }

/** The server's word on an emailed link (valid, expired or invalid), asked once; without a link it waits. */
export const useTokenCheck = (link: TLink | null) =>
  useCall(accounts.checkToken, link ? { params: { appType: 'frontend', ...link } } : null, { retry: false, staleTime: Infinity })

export const useHasPassword = (userId: string) => useCall(profile.hasPassword, { params: { userId } })
export const useChangePassword = () => useChange(profile.changePassword)

/** What is kept locally of a signed-in user (spec section 3: the user key). */
export const storedUserOf = (user: TUser) => ({ _id: user._id, language: user.language, type: user.type, fullName: user.fullName })

/** Passkey sign-in and the staff's second step (record 0138). */
export const usePasskeySignInOptions = () => useChange(methods.passkeySignInOptions)
export const usePasskeySignIn = () => useChange(methods.passkeySignIn)
export const useSecondStepPasskeyOptions = () => useChange(methods.secondStepPasskeyOptions)
export const useSecondStepTotpSetup = () => useChange(methods.secondStepTotpSetup)
export const useSecondStep = () => useChange(methods.secondStep)
