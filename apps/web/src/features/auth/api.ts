import * as accounts from '@wheelbase/core/contracts/accounts'
import type { TRequestOf } from '@wheelbase/core/contract'
import type { TUser } from '@wheelbase/core/schemas/auth'
import { api } from '../../lib/api/client'

/** The account calls of spec section 7, as the pages use them. */
export const authApi = {
  signUp: (body: TRequestOf<typeof accounts.signUp>['body']) => api(accounts.signUp, { body }),
  validateEmail: (email: string) => api(accounts.validateEmail, { body: { email } }),
  signIn: (body: TRequestOf<typeof accounts.signIn>['body']) => api(accounts.signIn, { body }),
  socialSignIn: (body: TRequestOf<typeof accounts.socialSignIn>['body']) => api(accounts.socialSignIn, { body }),
  checkToken: (userId: string, email: string, token: string) => api(accounts.checkToken, { params: { appType: 'frontend', userId, email, token } }),
  activate: (body: TRequestOf<typeof accounts.activate>['body']) => api(accounts.activate, { body }),
  resend: (email: string, reset: boolean) => api(accounts.resend, { params: { appType: 'frontend', email, reset: reset ? 'true' : 'false' } }),
}

/** What is kept locally of a signed-in user (spec section 3: the user key). */
export const storedUserOf = (user: TUser) => ({ _id: user._id, language: user.language, type: user.type, fullName: user.fullName })
