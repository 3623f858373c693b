/**
 * Every page of the web app (spec section 2, and the console), as React Router path patterns:
 * `:name` is one path segment. The server answers any other path 404 with the app, which then
 * shows "Nothing to see here!"; the web app's router test holds its routes to this list.
 */
export const APP_PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/activate',
  '/forgot-password',
  '/reset-password',
  '/change-password',
  '/settings',
  '/search',
  '/checkout',
  '/checkout-session/:sessionId',
  '/bookings',
  '/booking',
  '/booking/manage',
  '/notifications',
  '/contact',
  '/locations',
  '/suppliers',
  '/about',
  '/tos',
  '/personal-data',
  '/cookies',
  '/console',
  '/console/cars/new',
  '/console/cars/:id',
  '/console/profile',
  '/console/suppliers',
  '/console/suppliers/:id',
  '/console/users',
  '/console/locations',
  '/console/locations/new',
  '/console/locations/:id',
  '/console/jobs',
] as const

const segments = (path: string) => path.split('/').filter(Boolean)
const PATTERNS = APP_PAGES.map(segments)

/** Whether a path (without its query) is one of the app's pages; a trailing slash does not matter, as in the router. */
export function isAppPage(pathname: string): boolean {
  let parts: string[]
  try {
    parts = segments(pathname).map(decodeURIComponent)
  } catch {
    return false
  }
  return PATTERNS.some((pattern) => pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i]))
}

/**
 * The public pages the server renders into the HTML (issue 13): what a visitor sees first, and
 * what search engines read. Private pages (bookings, settings, the console, a checkout's status)
 * depend on the account and stay rendered in the browser.
 */
export const SERVER_RENDERED_PAGES = [
  '/',
  '/search',
  '/checkout',
  '/locations',
  '/suppliers',
  '/about',
  '/tos',
  '/personal-data',
  '/cookies',
] as const
