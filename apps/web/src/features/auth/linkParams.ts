import { useSearchParams } from 'react-router'
import { refused } from '../../lib/api/failure'
import { useTokenCheck, type TLink } from './api'

/** The parts of an emailed one-time link: ?u=<user id>&e=<email>&t=<token>. */
function useLinkParams(): TLink | null {
  const [params] = useSearchParams()
  const userId = params.get('u')
  const email = params.get('e')
  const token = params.get('t')
  return userId && email && token ? { userId, email, token } : null
}

/** Where an emailed link stands: asked once; a link without its parts is invalid at once. */
export type TCheckedLink =
  { state: 'checking' } | { state: 'invalid' } | { state: 'expired'; link: TLink } | { state: 'valid'; link: TLink; needsPassword: boolean }

/** The link's parts and the server's word on it (valid, expired or invalid). */
export function useCheckedLink(): TCheckedLink {
  const link = useLinkParams()
  const check = useTokenCheck(link)
  if (!link) return { state: 'invalid' }
  if (check.isPending) return { state: 'checking' }
  if (check.isError) return refused(check.error, 'token_expired') ? { state: 'expired', link } : { state: 'invalid' }
  return { state: 'valid', link, needsPassword: check.data.needsPassword }
}
