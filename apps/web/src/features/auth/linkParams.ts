import { useSearchParams } from 'react-router'

/** The parts of an emailed one-time link: ?u=<user id>&e=<email>&t=<token>. */
export function useLinkParams(): { userId: string; email: string; token: string } | null {
  const [params] = useSearchParams()
  const userId = params.get('u')
  const email = params.get('e')
  const token = params.get('t')
  return userId && email && token ? { userId, email, token } : null
}
