/**
 * What the service worker keeps (record 0147), said once for the worker and the page.
 *
 * - The app's files (`/assets/…`, hashed, never changed) and its icons: kept as first fetched.
 * - The app's own page, the same for every visitor (a page the browser renders): what a page
 *   opened offline shows, and the app then renders the page from what it kept.
 * - A signed-in driver's bookings, each booking and its voucher: the only answers that depend on
 *   the session that are kept, asked of the network first, cleared at sign-out and on any 401.
 */
export const FILES_CACHE = 'wb-files'
export const SHELL_CACHE = 'wb-shell'
export const PRIVATE_CACHE = 'wb-private'

/** A page the browser renders for everyone alike (apps/web/src/app/pages.ts): the app's own page, asked without cookies. */
export const SHELL_URL = '/bookings'

/** The app's files: hashed names under /assets/, and the icons. */
export const isAppFile = (pathname: string): boolean =>
  pathname.startsWith('/assets/') || pathname.startsWith('/icons/') || pathname === '/favicon.svg'

const BOOKINGS = /^\/api\/bookings(?:\/[0-9a-f-]{36}(?:\/voucher)?)?$/

/** The caller's bookings, one booking, or its voucher (GET): kept for reading offline. */
export const isKeptPrivately = (method: string, pathname: string): boolean => method === 'GET' && BOOKINGS.test(pathname)

/** The messages the page sends its worker. */
export type TWorkerMessage = { type: 'KEEP_FILES'; urls: string[] } | { type: 'SKIP_WAITING' }
