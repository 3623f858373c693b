import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '../../../i18n/i18n'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TConsoleJob } from '@wheelbase/core/schemas/consoleAdmin'
import { initI18n, loadNamespaces } from '../../../i18n/i18n'
import { SessionProvider } from '../../../lib/session'
import { SettingsContext } from '../../../lib/settings'
import { TEST_SETTINGS } from '../../../test/settings'
import { toast } from '../../../lib/toast'
import JobsPage from './JobsPage'
import '../consoleTexts'

const ADMIN = { _id: '6b29fc40-ca47-4067-b31d-00dd01060001', language: 'en', type: 'admin', fullName: 'Ada Admin' } as const
const settings = TEST_SETTINGS
const at = '2026-05-04T09:30:00.000Z'
const job = (over: Partial<TConsoleJob>): TConsoleJob => ({
  _id: '6b29fc40-ca47-4067-b31d-00dd01061001',
  kind: 'mail.bookingConfirmation',
  status: 'parked',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  runAt: at,
  createdAt: at,
  updatedAt: at,
  ...over,
})

/** The server as the page sees it: a list of parked work, emptied by a retry. */
let parked: TConsoleJob[] = []
const calls: { method: string; url: string }[] = []

beforeAll(async () => {
  await initI18n('en')
  await loadNamespaces('console', 'pages')
})
beforeEach(() => {
  calls.length = 0
  parked = [job({}), job({ _id: '6b29fc40-ca47-4067-b31d-00dd01061002', kind: 'mail.fromTheFuture', lastError: null })]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost')
      const method = init?.method ?? 'GET'
      calls.push({ method, url: url.pathname + url.search })
      const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      const retried = /^\/api\/console\/jobs\/([^/]+)\/retry$/.exec(url.pathname)
      if (method === 'POST' && retried) {
        const item = parked.find((j) => j._id === retried[1])
        parked = parked.filter((j) => j._id !== retried[1])
        return answer({ ...item, status: 'queued', attempts: 0 })
      }
      const items = url.searchParams.get('status') === 'failing' ? [] : parked
      return answer({ items, total: items.length, page: 1, pageSize: 30, nextPage: null })
    }),
  )
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

function renderPage() {
  const router = createMemoryRouter([{ path: '/console/jobs', element: <JobsPage /> }], { initialEntries: ['/console/jobs'] })
  return render(
    <SettingsContext.Provider value={settings}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider initialUser={ADMIN}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </SettingsContext.Provider>,
  )
}

describe('the work queue (/console/jobs)', () => {
  it('shows parked work in a table with its kind in words, its state, tries, error and last try', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Work queue' })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Parked work' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Work', 'State', 'Tries', 'Last error', 'Last try', 'Action'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('Booking confirmation mail')
    expect(rows[0]?.textContent).toContain('Parked')
    expect(rows[0]?.textContent).toContain('connect ECONNREFUSED 127.0.0.1:25')
    expect(
      within(rows[0] as HTMLElement)
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).toBe(at)
    // A kind this version does not name shows as it is; no error recorded says so.
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('mail.fromTheFuture')
    expect(rows[1]?.textContent).toContain('None recorded')
    expect(screen.getByText('2 items')).toBeTruthy()
  })

  it('retries one item with its own named button, then asks for the list again', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined)
    renderPage()
    const button = await screen.findByRole('button', { name: /^Retry now: Booking confirmation mail, last tried / })
    fireEvent.click(button)
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/console/jobs/6b29fc40-ca47-4067-b31d-00dd01061001/retry' }))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Booking confirmation mail' })).toBeNull())
    expect(screen.getByRole('rowheader', { name: 'mail.fromTheFuture' })).toBeTruthy()
    expect(screen.getByText('1 item')).toBeTruthy()
    expect(success).toHaveBeenCalledWith('Booking confirmation mail is queued again and runs in a moment.')
    success.mockRestore()
  })

  it('switches to failing work and says when there is none', async () => {
    renderPage()
    await screen.findByRole('table')
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'failing' } })
    expect(await screen.findByText('Nothing is failing right now.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(calls.map((c) => c.url)).toContain('/api/console/jobs?status=failing&page=1')
  })

  it('reads right to left in Hebrew', async () => {
    await i18n.changeLanguage('he')
    await loadNamespaces('console', 'pages')
    renderPage()
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('תור עבודות')
    expect(await screen.findByRole('rowheader', { name: 'דוא״ל אישור הזמנה' })).toBeTruthy()
  })
})
