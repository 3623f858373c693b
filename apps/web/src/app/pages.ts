import type { ComponentType } from 'react'
import { getCar, searchCars } from '@wheelbase/core/contracts/cars'
import { getLocation, listLocations, listSuppliers } from '@wheelbase/core/contracts/places'
import { INDEXED_PAGES } from '@wheelbase/core/appPages'
import type { TNamespace } from '../i18n/i18n'
import { pageCall as call, type TPageCall } from '../lib/api/calls'
import { locationRequest, locationsRequest } from '../lib/places'
import { criteriaFromParams, criteriaProblem, searchQueryOf } from '../lib/search/criteria'
import { checkoutCarRequest, checkoutParamsOf } from '../features/checkout/checkoutParams'

/**
 * A page of the app. This table alone makes the router's routes, the set the server renders
 * (core's `isAppPage` takes its paths from the build), what a first visit asks before the page's
 * code arrives, and what the server asks to render it: adding a page is one entry and its folder.
 */
export type TPage = {
  /** React Router's pattern: `:name` is one path segment. */
  path: string
  /** The translations its texts need, loaded with its code. */
  namespaces: TNamespace[]
  load: () => Promise<{ default: ComponentType }>
  /** A public page the server renders into the HTML (private pages depend on the account). */
  server?: true
  /**
   * The calls its first screen makes, from the address's query and path parameters (none when it
   * cannot make them); from a module of their own (app/pageData.ts) where they need more code than
   * a line: only a first visit to a page the server did not render asks them in the browser.
   */
  data?: (query: URLSearchParams, params: Readonly<Record<string, string | undefined>>) => TPageCall[] | Promise<TPageCall[]>
}

const ACCOUNT: TNamespace[] = ['pages', 'account']
const BOOKING: TNamespace[] = ['bookings', 'bookingMessages', 'checkout', 'search', 'pages']
// (The console's own texts come with its chunk: features/console/consoleTexts.ts.)
const CONSOLE: TNamespace[] = ['search', 'bookings', 'pages']

// The console's screens are one chunk (console/screens.ts): each more chunk would be one more name
// in the map of chunks that every page's entry script carries.
const screens = () => import('../features/console/screens')
const screen = (name: keyof Awaited<ReturnType<typeof screens>>) => async () => ({ default: (await screens())[name] })

/** The console's pages: each path and the screen that serves it (one chunk for all, features/console/screens). */
const CONSOLE_SCREENS: Record<string, keyof Awaited<ReturnType<typeof screens>>> = {
  '/console': 'ConsolePage',
  '/console/cars/new': 'CarPage',
  '/console/cars/:id': 'CarPage',
  '/console/schedule': 'SchedulePage',
  '/console/profile': 'ProfilePage',
  '/console/suppliers': 'SuppliersPage',
  '/console/suppliers/:id': 'ProfilePage',
  '/console/users': 'UsersPage',
  '/console/locations': 'LocationsPage',
  '/console/locations/new': 'LocationPage',
  '/console/locations/:id': 'LocationPage',
  '/console/jobs': 'JobsPage',
  '/console/currency-rates': 'CurrencyRatesPage',
  '/console/reviews': 'ReviewsPage',
  '/console/audit': 'AuditPage',
}

const place = (id: string | undefined) => (id ? [call(getLocation, locationRequest(id))] : [])
const pageData = () => import('./pageData')

export const PAGES: readonly TPage[] = [
  {
    path: '/',
    namespaces: ['home', 'search'],
    load: () => import('../features/home/HomePage'),
    server: true,
    data: () => [call(listLocations, locationsRequest()), call(listSuppliers, {})],
  },
  { path: '/sign-in', namespaces: ACCOUNT, load: () => import('../features/auth/SignInPage') },
  { path: '/sign-up', namespaces: ACCOUNT, load: () => import('../features/auth/SignUpPage') },
  { path: '/activate', namespaces: ACCOUNT, load: () => import('../features/auth/ActivatePage') },
  { path: '/forgot-password', namespaces: ACCOUNT, load: () => import('../features/auth/ForgotPasswordPage') },
  { path: '/reset-password', namespaces: ACCOUNT, load: () => import('../features/auth/ResetPasswordPage') },
  { path: '/change-password', namespaces: ACCOUNT, load: () => import('../features/auth/ChangePasswordPage') },
  { path: '/settings', namespaces: ACCOUNT, load: () => import('../features/settings/SettingsPage') },
  {
    path: '/search',
    namespaces: ['search'],
    load: () => import('../features/search/SearchPage'),
    server: true,
    // A shared results link: its first 15 cars (in the HTML only: lib/itemsInHtml.ts). The answer
    // names its places too (KnownPlacesContext in lib/places.ts).
    data: (query) => {
      const criteria = criteriaFromParams(query)
      if (!criteria || criteriaProblem(criteria)) return []
      return [call(searchCars, { query: searchQueryOf(criteria, 1) }, 'itemsInHtml')]
    },
  },
  {
    path: '/checkout',
    namespaces: ['checkout', 'search', 'account'],
    load: () => import('../features/checkout/CheckoutPage'),
    server: true,
    data: (query) => {
      const params = checkoutParamsOf(query)
      return params ? [call(getCar, checkoutCarRequest(params)), ...place(params.pickup), ...place(params.dropoff)] : []
    },
  },
  { path: '/checkout-session/:sessionId', namespaces: ['bookings', 'checkout'], load: () => import('../features/checkout/CheckoutSessionPage') },
  { path: '/bookings', namespaces: ['bookings', 'bookingMessages', 'pages'], load: () => import('../features/bookings/BookingsPage') },
  { path: '/booking', namespaces: BOOKING, load: () => import('../features/bookings/BookingPage') },
  { path: '/booking/manage', namespaces: BOOKING, load: () => import('../features/bookings/guest/GuestBookingPage') },
  {
    path: '/notifications',
    namespaces: ['bookingMessages', 'pages'],
    load: () => import('../features/notifications/NotificationsPage'),
  },
  { path: '/contact', namespaces: ACCOUNT, load: () => import('../features/contact/ContactPage'), server: true },
  {
    path: '/locations',
    namespaces: ['places', 'search'],
    load: () => import('../features/locations/LocationsPage'),
    server: true,
    data: () => [call(listLocations, locationsRequest())],
  },
  {
    path: '/car-hire/:slug',
    namespaces: ['places', 'search', 'suppliers'],
    load: () => import('../features/places/PlacePage'),
    server: true,
    data: async (_query, { slug }) => (await pageData()).placeData(slug),
  },
  {
    path: '/suppliers',
    namespaces: ['suppliers', 'search'],
    load: () => import('../features/suppliers/SuppliersPage'),
    server: true,
    data: () => [call(listSuppliers, {})],
  },
  {
    path: '/suppliers/:slug',
    namespaces: ['suppliers', 'search'],
    load: () => import('../features/suppliers/SupplierPage'),
    server: true,
    data: async (query, { slug }) => (await pageData()).supplierData(query, slug),
  },
  { path: '/about', namespaces: ['info'], load: () => import('../features/info/AboutPage'), server: true },
  { path: '/tos', namespaces: ['info'], load: () => import('../features/info/TosPage'), server: true },
  { path: '/personal-data', namespaces: ['info'], load: () => import('../features/info/PersonalDataPage'), server: true },
  { path: '/cookies', namespaces: ['info'], load: () => import('../features/info/CookiesPage'), server: true },
  ...Object.entries(CONSOLE_SCREENS).map(([path, name]) => ({ path, namespaces: CONSOLE, load: screen(name) })),
]

/** The pages search engines may index. Apart from the table: only the server's build reads it (PAGE_PATHS), so the browser's first script does not carry it. */
const INDEXED = /* @__PURE__ */ new Set(INDEXED_PAGES)

/** What the server needs of the table: every page's pattern, which it renders, and which search engines may index. */
export const PAGE_PATHS = /* @__PURE__ */ PAGES.map(({ path, server }) => ({ path, server: Boolean(server), index: INDEXED.has(path) }))
