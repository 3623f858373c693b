import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import * as accounts from '@wheelbase/core/contracts/accounts'
import * as profile from '@wheelbase/core/contracts/profile'
import type { TRequestOf } from '@wheelbase/core/contract'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TUser } from '@wheelbase/core/schemas/auth'
import { callOptions, useCall } from '../../lib/api/calls'
import { useChange } from '../../lib/api/useChange'
import { api, ApiError, apiStatus } from '../../lib/api/client'

/** The account calls of spec section 7, as the pages use them. */
export const authApi = {
  signUp: (body: TRequestOf<typeof accounts.signUp>['body']) => api(accounts.signUp, { body }),
  validateEmail: (email: string) => api(accounts.validateEmail, { body: { email } }),
  signIn: (body: TRequestOf<typeof accounts.signIn>['body']) => api(accounts.signIn, { body }),
  socialSignIn: (body: TRequestOf<typeof accounts.socialSignIn>['body']) => api(accounts.socialSignIn, { body }),
  activate: (body: TRequestOf<typeof accounts.activate>['body']) => api(accounts.activate, { body }),
  resend: (email: string, reset: boolean) => api(accounts.resend, { params: { appType: 'frontend', email, reset: reset ? 'true' : 'false' } }),
  /** The account follows the language on screen (its status only: the caller says when it failed). */
  saveLanguage: (id: string, language: TLanguage) => apiStatus(profile.updateLanguage, { body: { id, language } }),
}

export type TLink = { userId: string; email: string; token: string }

/** The server's word on an emailed link (valid, expired or invalid), asked once; no link is invalid at once. */
export function useTokenCheck(link: TLink | null) {
  const { i18n } = useTranslation()
  const call = callOptions(accounts.checkToken, { params: { appType: 'frontend', ...(link ?? { userId: '', email: '', token: '' }) } }, i18n.language)
  return useQuery({
    ...call,
    queryFn: link ? call.queryFn : () => Promise.reject(new ApiError(400, 'token_invalid', '')),
    enabled: true,
    retry: false,
    staleTime: Infinity,
  })
}

export const useHasPassword = (userId: string) => useCall(profile.hasPassword, { params: { userId } })
export const useChangePassword = () => useChange(profile.changePassword)

/** What is kept locally of a signed-in user (spec section 3: the user key). */
export const storedUserOf = (user: TUser) => ({ _id: user._id, language: user.language, type: user.type, fullName: user.fullName })
