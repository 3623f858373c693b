import { useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api/client'
import { useTokenCheck, type TLink } from './api'

/** The parts of an emailed one-time link: ?u=<user id>&e=<email>&t=<token>. */
function useLinkParams(): TLink | null {
  const [params] = useSearchParams()
  const userId = params.get('u')
  const email = params.get('e')
  const token = params.get('t')
  return userId && email && token ? { userId, email, token } : null
}

/** The link's parts and the server's word on it (valid, expired or invalid), asked once. */
export function useCheckedLink() {
  const link = useLinkParams()
  const check = useTokenCheck(link)
  const expired = check.error instanceof ApiError && check.error.code === 'token_expired'
  return { link, check, expired }
}
