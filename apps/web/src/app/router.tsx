import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { loadNamespaces, prefetchNamespaces, type TNamespace } from '../i18n/i18n'
import { searchCars } from '@wheelbase/core/contracts/cars'
import { criteriaFromParams, criteriaProblem, searchQueryOf } from '../lib/search/criteria'
import { prefetch } from '../lib/api/client'
import { ErrorPage } from './ErrorPage'
import { NotFoundPage } from './NotFoundPage'
import { RootLayout } from './RootLayout'

/** What a page needs first: its code, its translations, and (optionally) its first API call. */
type TPageHandle = { preload: () => Promise<unknown>; namespaces: TNamespace[]; prefetch?: (search: string, language: string) => void }

/** A page loaded on demand together with its translations, so it never renders keys. */
function page(
  namespaces: TNamespace[],
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: TPageHandle['prefetch'],
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { preload: load, namespaces, ...(prefetch ? { prefetch } : {}) } satisfies TPageHandle,
    lazy: async () => {
      // The server's render has every namespace of its language loaded already.
      const [module] = await Promise.all([load(), import.meta.env.SSR ? undefined : loadNamespaces(...namespaces)])
      return { Component: module.default }
    },
  }
}

/** A shared /search link: its first 15 cars are asked for while the page's code still loads. */
function prefetchFirstResults(search: string, language: string): void {
  const criteria = criteriaFromParams(new URLSearchParams(search))
  if (criteria && !criteriaProblem(criteria)) prefetch(searchCars, { query: searchQueryOf(criteria, 1) }, language)
}

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    // Shown only while the first page's chunk loads; the layout is not rendered yet.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { path: '/', ...page(['home', 'search'], () => import('../features/home/HomePage')) },
          { path: '/sign-in', ...page(['pages', 'account'], () => import('../features/auth/SignInPage')) },
          { path: '/sign-up', ...page(['pages', 'account'], () => import('../features/auth/SignUpPage')) },
          { path: '/activate', ...page(['pages', 'account'], () => import('../features/auth/ActivatePage')) },
          { path: '/forgot-password', ...page(['pages', 'account'], () => import('../features/auth/ForgotPasswordPage')) },
          { path: '/reset-password', ...page(['pages', 'account'], () => import('../features/auth/ResetPasswordPage')) },
          { path: '/change-password', ...page(['pages', 'account'], () => import('../features/auth/ChangePasswordPage')) },
          { path: '/settings', ...page(['pages', 'account'], () => import('../features/settings/SettingsPage')) },
          { path: '/search', ...page(['search'], () => import('../features/search/SearchPage'), prefetchFirstResults) },
          { path: '/checkout', ...page(['checkout', 'search', 'account'], () => import('../features/checkout/CheckoutPage')) },
          { path: '/checkout-session/:sessionId', ...page(['checkout'], () => import('../features/checkout/CheckoutSessionPage')) },
          { path: '/bookings', ...page(['bookings', 'bookingMessages', 'pages'], () => import('../features/bookings/BookingsPage')) },
          {
            path: '/booking',
            ...page(['bookings', 'bookingMessages', 'checkout', 'search', 'pages'], () => import('../features/bookings/BookingPage')),
          },
          {
            path: '/booking/manage',
            ...page(['bookings', 'bookingMessages', 'checkout', 'search', 'pages'], () => import('../features/bookings/guest/GuestBookingPage')),
          },
          // The whole console is one chunk with its own routes (features/console/ConsoleRoutes): the public pages carry one entry for it.
          { path: '/console/*', ...page(['console', 'search', 'bookings', 'pages'], () => import('../features/console/ConsoleRoutes')) },
          {
            path: '/notifications',
            ...page(['notifications', 'bookingMessages', 'pages'], () => import('../features/notifications/NotificationsPage')),
          },
          { path: '/contact', ...page(['pages', 'account'], () => import('../features/contact/ContactPage')) },
          { path: '/locations', ...page(['search'], () => import('../features/locations/LocationsPage')) },
          { path: '/suppliers', ...page(['search'], () => import('../features/suppliers/SuppliersPage')) },
          { path: '/about', ...page(['info'], () => import('../features/info/AboutPage')) },
          { path: '/tos', ...page(['info'], () => import('../features/info/TosPage')) },
          { path: '/personal-data', ...page(['info'], () => import('../features/info/PersonalDataPage')) },
          { path: '/cookies', ...page(['info'], () => import('../features/info/CookiesPage')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]

/**
 * Starts fetching the first page's code and translations at once, while the app itself is still
 * starting (settings, i18next): the page arrives one round trip sooner.
 */
export function preloadPage(
  location: { pathname: string; search: string },
  language: Parameters<typeof prefetchNamespaces>[0],
  { data }: { data: boolean },
): void {
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const handle = match.route.handle as TPageHandle | undefined
    if (!handle) continue
    handle.preload().catch(() => undefined) // the router reports a failed load itself
    prefetchNamespaces(language, handle.namespaces)
    // A page the server rendered brought its answers along.
    if (data) handle.prefetch?.(location.search, language)
  }
}

/**
 * Loads the matched routes' lazy parts (code and translations) and puts them in place, so that
 * a page the server rendered hydrates at once instead of showing the loading fallback first.
 */
export async function loadFirstPage(location: { pathname: string }): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location.pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/** The browser's router; `hydrating` when it takes over a page the server rendered (no loaders, so no data to hand over). */
export function createRouter(hydrating: boolean) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {})
}
