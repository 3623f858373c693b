import type { TUser } from '@wheelbase/core/schemas/auth'
import { apiRequest } from '../../lib/api/client'

/** The account calls of spec section 7, as the pages use them. */
export const authApi = {
  signUp: (body: Record<string, unknown>) => apiRequest<{ ok: true }>('/api/sign-up', { method: 'POST', body }),
  validateEmail: (email: string) => apiRequest<{ ok: true }>('/api/validate-email', { method: 'POST', body: { email } }),
  signIn: (body: { email: string; password: string; stayConnected: boolean }) => apiRequest<TUser>('/api/sign-in/frontend', { method: 'POST', body }),
  socialSignIn: (body: Record<string, unknown>) => apiRequest<TUser>('/api/social-sign-in', { method: 'POST', body }),
  checkToken: (userId: string, email: string, token: string) =>
    apiRequest<{ ok: true; needsPassword: boolean }>(
      `/api/check-token/frontend/${encodeURIComponent(userId)}/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
    ),
  activate: (body: { userId: string; token: string; password?: string }) => apiRequest<{ ok: true }>('/api/activate', { method: 'POST', body }),
  resend: (email: string, reset: boolean) =>
    apiRequest<{ ok: true }>(`/api/resend/frontend/${encodeURIComponent(email)}/${reset}`, { method: 'POST' }),
}

/** What is kept locally of a signed-in user (spec section 3: the user key). */
export const storedUserOf = (user: TUser) => ({ _id: user._id, language: user.language, type: user.type, fullName: user.fullName })
