import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { i18n } from '../i18n/i18n'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { LANGUAGES } from '@wheelbase/core/languages'
import { initI18n } from '../i18n/i18n'
import { SessionProvider } from '../lib/session'
import { SettingsContext } from '../lib/settings'
import { TEST_SETTINGS } from '../test/settings'
import { ErrorPage } from './ErrorPage'
import { RootLayout } from './RootLayout'
import { routes } from './router'
import { PAGES } from './pages'
import type { RouteObject } from 'react-router'

const settings = TEST_SETTINGS

function renderAt(path: string, routeTable = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] })
  return render(
    <SettingsContext.Provider value={settings}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </SettingsContext.Provider>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})
afterEach(cleanup)

/**
 * How long a page may take to appear: the first render of a lazy page imports its module, which
 * vitest transforms on first use — more than Testing Library's default second on a loaded CI machine.
 */
const LAZY_PAGE = { timeout: 15_000 }

/** Every page path of a route table. */
function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...pathsOf(route.children ?? [])])
}

describe('routes of spec section 2', () => {
  it('are the pages of the table (app/pages.ts), each once: any other path is its 404', () => {
    expect(pathsOf(routes)).toEqual(PAGES.map((page) => page.path))
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length)
  })

  it.each(LANGUAGES)(
    'renders every informational page and the unknown-path page in %s without a missing key',
    async (language) => {
      await i18n.changeLanguage(language)
      expect(document.documentElement.lang).toBe(language)
      expect(document.documentElement.dir).toBe(language === 'he' ? 'rtl' : 'ltr')
      for (const [path, namespace, key] of [
        ['/about', 'info', 'about.title'],
        ['/tos', 'info', 'tos.title'],
        ['/personal-data', 'info', 'personalData.title'],
        ['/cookies', 'info', 'cookies.title'],
        ['/sign-in', 'pages', 'signIn.title'],
        ['/nowhere/at/all', 'common', 'notFound.title'],
      ] as const) {
        renderAt(path)
        await i18n.loadNamespaces(namespace)
        const heading = await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)
        expect(heading.textContent).toBe(i18n.t(`${namespace}:${key}`))
        cleanup()
      }
    },
    6 * LAZY_PAGE.timeout,
  ) // six pages, each may wait for its first import as long as LAZY_PAGE allows

  it("marks the header's entry of the page shown, and only it, as the current page", async () => {
    await i18n.changeLanguage('en')
    renderAt('/suppliers/')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    const current = [...nav.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href'))
    expect(current).toEqual(['/suppliers'])
    expect(nav.querySelector('a[href="/"]')?.getAttribute('aria-current')).toBeNull()
  })

  it('shows the over-16 statement and the personalised-content checkbox on the personal-data page', async () => {
    await i18n.changeLanguage('en')
    renderAt('/personal-data')
    expect(await screen.findByRole('checkbox', { name: 'I accept the analysis of information for providing personalized content.' })).toBeTruthy()
    expect(document.body.textContent).toMatch(/over 16/)
  })

  it('states the spec terms on the terms of service page', async () => {
    await i18n.changeLanguage('en')
    renderAt('/tos')
    await screen.findByRole('heading', { level: 1 })
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/voucher/i)
    expect(text).toMatch(/payment wallet/i)
    expect(text).toMatch(/cannot be revoked/i)
  })

  it('shows the error page, inside the layout, when a page crashes', async () => {
    await i18n.changeLanguage('en')
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const Boom = () => {
        throw new Error('boom')
      }
      renderAt('/boom', [{ Component: RootLayout, children: [{ errorElement: <ErrorPage />, children: [{ path: '/boom', Component: Boom }] }] }])
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('An unhandled error occurred.')
      expect(screen.getByRole('banner')).toBeTruthy()
      expect(errors.length).toBeGreaterThan(0)
    } finally {
      console.error = original
    }
  })
})
