import { useLocation } from 'react-router'

/**
 * Where sign-in sends a visitor back to. Only a path of this site is taken: an absolute URL,
 * `//host` and `/\host` (which browsers read as another host) or a control character fall back
 * to the home page, so a crafted sign-in link cannot send anyone elsewhere.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(from)) return '/'
  const url = new URL(from, 'https://wheelbase.invalid')
  return url.origin === 'https://wheelbase.invalid' ? url.pathname + url.search + url.hash : '/'
}

/** The sign-in page, set to come back to this path afterwards. */
export const signInPathFrom = (path: string) => `/sign-in?from=${encodeURIComponent(path)}`

/** Pages that never make sense to come back to after signing in. */
const ACCOUNT_PAGES = ['/sign-in', '/sign-up', '/activate', '/forgot-password', '/reset-password']

/** The sign-in link of the header and the menu: back to the page it was followed from. */
export function useSignInPath(): string {
  const { pathname, search } = useLocation()
  return ACCOUNT_PAGES.includes(pathname) ? '/sign-in' : signInPathFrom(pathname + search)
}
