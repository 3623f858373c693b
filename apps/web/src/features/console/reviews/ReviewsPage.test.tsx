import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '../../../i18n/i18n'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TReview } from '@wheelbase/core/schemas/reviews'
import { initI18n, loadNamespaces } from '../../../i18n/i18n'
import { SessionProvider } from '../../../lib/session'
import { SettingsContext } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { TEST_SETTINGS } from '../../../test/settings'
import ReviewsPage from './ReviewsPage'
import '../consoleTexts'

const SUPPLIER_ID = '6b29fc40-ca47-4067-b31d-00dd01060002'
const SUPPLIER = { _id: SUPPLIER_ID, language: 'en', type: 'supplier', fullName: 'Aegean Wheels' } as const
const ADMIN = { _id: '6b29fc40-ca47-4067-b31d-00dd01060001', language: 'en', type: 'admin', fullName: 'Ada Admin' } as const
const at = '2026-05-04T09:30:00.000Z'
const review = (over: Partial<TReview>): TReview => ({
  _id: '6b29fc40-ca47-4067-b31d-00dd01062001',
  bookingId: null,
  supplierId: SUPPLIER_ID,
  author: 'Anna P.',
  score: 9,
  carCondition: 8,
  cleanliness: 10,
  pickupReturn: 7,
  value: 6,
  comment: 'Clean car, quick pick-up.',
  language: 'en',
  createdAt: at,
  reply: null,
  hidden: null,
  ...over,
})

/** The server as the screen sees it: one plain review and one hidden and answered; replies and hides change them. */
let reviews: TReview[] = []
let refuseReply = false
const calls: { method: string; url: string; body: unknown }[] = []

beforeAll(async () => {
  await initI18n('en')
  await loadNamespaces('console', 'pages', 'messages')
  // jsdom has no modal dialogs: open and close as the attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})
beforeEach(() => {
  calls.length = 0
  refuseReply = false
  reviews = [
    review({}),
    review({
      _id: '6b29fc40-ca47-4067-b31d-00dd01062002',
      author: 'Nikos K.',
      score: 3,
      comment: null,
      language: 'el',
      reply: { text: 'Sorry about the wait.', at },
      hidden: { reason: 'Insults the staff', at },
    }),
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost')
      const method = init?.method ?? 'GET'
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : null
      calls.push({ method, url: url.pathname + url.search, body })
      const answer = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
      const change = /^\/api\/reviews\/([^/]+)\/(reply|hide)$/.exec(url.pathname)
      if (method === 'POST' && change) {
        if (change[2] === 'reply' && refuseReply)
          return answer({ error: { code: 'validation_failed', message: 'Bad request', fields: { text: 'Please leave out email addresses.' } } }, 400)
        const fields = body as { text?: string; reason?: string }
        reviews = reviews.map((r) =>
          r._id !== change[1]
            ? r
            : change[2] === 'reply'
              ? { ...r, reply: { text: fields.text ?? '', at } }
              : { ...r, hidden: { reason: fields.reason ?? '', at } },
        )
        return answer(reviews.find((r) => r._id === change[1]))
      }
      if (url.pathname === '/api/suppliers')
        return answer({
          items: [
            { _id: SUPPLIER_ID, fullName: 'Aegean Wheels', avatar: null, slug: 'aegean-wheels', rating: { count: 1, score: null }, carCount: 4 },
          ],
          total: 1,
        })
      const rating = { count: 1, score: 9, carCondition: 8, cleanliness: 10, pickupReturn: 7, value: 6 }
      return answer({ rating, items: reviews, nextPage: null })
    }),
  )
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

function renderPage(user: typeof SUPPLIER | typeof ADMIN, entry = '/console/reviews') {
  const router = createMemoryRouter([{ path: '/console/reviews', element: <ReviewsPage /> }], { initialEntries: [entry] })
  return render(
    <SettingsContext.Provider value={TEST_SETTINGS}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider initialUser={user}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </SettingsContext.Provider>,
  )
}

const reviewsAsked = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/suppliers/')).map((c) => c.url)

describe('the reviews screen (/console/reviews)', () => {
  it("shows the supplier's own reviews with their scores, language, reply and hidden reason in words", async () => {
    renderPage(SUPPLIER)
    const anna = await screen.findByRole('article', { name: 'Anna P.' })
    expect(anna.textContent).toContain('9/10')
    expect(within(anna).getByText('Cleanliness').nextElementSibling?.textContent).toBe('10/10')
    expect(within(anna).getByText('Clean car, quick pick-up.')).toBeTruthy()
    expect(within(anna).getByRole('button', { name: 'Reply' })).toBeTruthy()
    const nikos = screen.getByRole('article', { name: 'Nikos K.' })
    expect(within(nikos).getByText('Ελληνικά').getAttribute('lang')).toBe('el')
    expect(within(nikos).getByText('Hidden')).toBeTruthy()
    expect(within(nikos).getByRole('note').textContent).toContain('Reason: Insults the staff')
    expect(nikos.textContent).toContain('Sorry about the wait.')
    expect(within(nikos).getByRole('button', { name: 'Edit reply' })).toBeTruthy()
    expect(within(nikos).queryByRole('button', { name: 'Hide' })).toBeNull()
    expect(screen.getByText('Average 9.0/10 from 1 shown review')).toBeTruthy()
    expect(reviewsAsked()).toEqual([`/api/suppliers/${SUPPLIER_ID}/reviews?sort=newest&page=1`])
  })

  it('keeps the order and language in the query it asks', async () => {
    renderPage(SUPPLIER, '/console/reviews?sort=lowest&language=fr')
    await screen.findByRole('article', { name: 'Anna P.' })
    expect(reviewsAsked()).toEqual([`/api/suppliers/${SUPPLIER_ID}/reviews?sort=lowest&lang=fr&page=1`])
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: '' } })
    await waitFor(() => expect(reviewsAsked()).toContain(`/api/suppliers/${SUPPLIER_ID}/reviews?sort=lowest&page=1`))
  })

  it("replies in place, shows the server's refusal at the field, then publishes", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined)
    renderPage(SUPPLIER)
    const anna = await screen.findByRole('article', { name: 'Anna P.' })
    fireEvent.click(within(anna).getByRole('button', { name: 'Reply' }))
    const box = within(anna).getByRole('textbox', { name: /Your reply/ })
    await waitFor(() => expect(document.activeElement).toBe(box))
    // Empty: asked for, without a call.
    fireEvent.click(within(anna).getByRole('button', { name: 'Publish reply' }))
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'))
    expect(within(anna).getByText('Please fill in the field: Your reply')).toBeTruthy()
    refuseReply = true
    fireEvent.change(box, { target: { value: 'Thank you, Anna!' } })
    fireEvent.click(within(anna).getByRole('button', { name: 'Publish reply' }))
    expect(await within(anna).findByText('Please leave out email addresses.')).toBeTruthy()
    refuseReply = false
    fireEvent.click(within(anna).getByRole('button', { name: 'Publish reply' }))
    await waitFor(() => expect(within(anna).queryByRole('textbox')).toBeNull())
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      url: '/api/reviews/6b29fc40-ca47-4067-b31d-00dd01062001/reply',
      body: { text: 'Thank you, Anna!' },
    })
    expect(anna.textContent).toContain('Thank you, Anna!')
    await waitFor(() => expect(document.activeElement).toBe(within(anna).getByRole('button', { name: 'Edit reply' })))
    expect(success).toHaveBeenCalledWith('Your reply is published.')
    success.mockRestore()
  })

  it('asks an admin to choose a supplier, then hides a review with a reason', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined)
    renderPage(ADMIN)
    expect(await screen.findByText('Choose a supplier to read its reviews.')).toBeTruthy()
    expect(reviewsAsked()).toEqual([])
    const select = screen.getByRole('combobox', { name: 'Supplier' })
    await within(select).findByRole('option', { name: 'Aegean Wheels' })
    fireEvent.change(select, { target: { value: SUPPLIER_ID } })
    const anna = await screen.findByRole('article', { name: 'Anna P.' })
    expect(within(anna).queryByRole('button', { name: 'Reply' })).toBeNull()
    expect(within(screen.getByRole('article', { name: 'Nikos K.' })).getByText(/^The supplier's reply ·/)).toBeTruthy()
    fireEvent.click(within(anna).getByRole('button', { name: 'Hide' }))
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }))
    expect(await within(dialog).findByText('Please fill in the field: Reason for hiding')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for hiding/ }), { target: { value: 'Names an employee' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/reviews/6b29fc40-ca47-4067-b31d-00dd01062001/hide', body: { reason: 'Names an employee' } },
    ])
    expect(within(anna).getByText('Hidden')).toBeTruthy()
    expect(within(anna).getByRole('note').textContent).toContain('Reason: Names an employee')
    expect(within(anna).queryByRole('button', { name: 'Hide' })).toBeNull()
    expect(success).toHaveBeenCalledWith('The review by Anna P. is hidden.')
    success.mockRestore()
  })

  it('reads right to left in Hebrew', async () => {
    await i18n.changeLanguage('he')
    await loadNamespaces('console', 'pages', 'messages')
    renderPage(SUPPLIER)
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ביקורות')
    const anna = await screen.findByRole('article', { name: 'Anna P.' })
    expect(within(anna).getByRole('button', { name: 'תגובה' })).toBeTruthy()
  })
})
