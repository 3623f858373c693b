import { getLocalTimeZone, today } from '@internationalized/date'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TCalendarBooking } from '@wheelbase/core/schemas/consoleCars'
import { initI18n, loadNamespaces } from '../../../i18n/i18n'
import { CarCalendar } from './CarCalendar'
import { SettingsContext } from '../../../lib/settings'
import { TEST_SETTINGS } from '../../../test/settings'
import '../consoleTexts'

const CAR = '6b29fc40-ca47-4067-b31d-00dd01062001'
// The calendar opens on this month: the bookings are put in it.
const month = today(getLocalTimeZone()).toString().slice(0, 7)
const booking = (over: Partial<TCalendarBooking>): TCalendarBooking => ({
  // Its reference is WB- and the id's first eight hex digits.
  _id: 'aaaa1111-ca47-4067-b31d-00dd01063001',
  status: 'paid',
  from: `${month}-12T09:00:00.000Z`,
  to: `${month}-13T09:00:00.000Z`,
  driver: 'Maria Papadopoulou',
  timeZone: 'UTC',
  ...over,
})

beforeAll(async () => {
  await initI18n('en')
  await loadNamespaces('console', 'bookings')
})
beforeEach(() => {
  const bookings = [booking({}), booking({ _id: 'bbbb2222-ca47-4067-b31d-00dd01063002', status: 'pending', to: `${month}-12T18:00:00.000Z` })]
  const blocks = [
    {
      _id: '6b29fc40-ca47-4067-b31d-00dd01064001',
      carId: CAR,
      from: `${month}-20T00:00:00.000Z`,
      to: `${month}-22T00:00:00.000Z`,
      reason: 'service',
      note: 'Brakes',
      timeZone: 'UTC',
    },
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ month, car: { _id: CAR, name: 'Fiat Panda', available: true, timeZone: 'UTC' }, bookings, blocks }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("a car's bookings calendar", () => {
  it('names each day with its bookings and their statuses in words, and draws each status with a pattern of its own', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CarCalendar carId={CAR} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const grid = screen.getByRole('grid')
    // (A generous wait: on a busy machine the first render of React Aria's grid and the query take a while.)
    const twelfth = await within(grid).findByRole('button', { name: /: 2 bookings, WB-AAAA1111 Paid, WB-BBBB2222 Pending$/ }, { timeout: 5000 })
    expect(twelfth.getAttribute('aria-label')).toMatch(/\b12\b/)
    expect(within(grid).getByRole('button', { name: /\b13\b.*: 1 booking, WB-AAAA1111 Paid$/ })).toBeTruthy()
    expect(within(grid).getByRole('button', { name: /\b14\b.*: no booking$/ })).toBeTruthy()
    // Colour and pattern: the bars of two statuses differ by more than their colour, and the key shows the same marks.
    const mark = (status: string) => grid.querySelector(`[data-status="${status}"]`)?.className ?? ''
    const pattern = (classes: string) => classes.split(' ').filter((c) => !c.startsWith('text-'))
    expect(pattern(mark('paid'))).not.toEqual(pattern(mark('pending')))
    const key = screen.getByRole('list', { name: 'Status colours and patterns' })
    const unsized = (classes: string) => classes.split(' ').filter((c) => !/^(h-|w-|inline-block)/.test(c))
    const keyMark = within(key).getByText('Pending').querySelector('[data-status="pending"]')
    expect(unsized(keyMark?.className ?? '')).toEqual(unsized(mark('pending')))

    // The chosen day's list: from one time to the other, read as words.
    fireEvent.click(twelfth)
    const list = await screen.findByRole('heading', { name: /^Bookings on / }, { timeout: 5000 })
    const item = within(list.parentElement as HTMLElement)
      .getByRole('link', { name: 'WB-AAAA1111' })
      .closest('li')
    await waitFor(() => expect(item?.textContent).toMatch(/Paid.*Maria Papadopoulou.*\sto\s.+/), { timeout: 5000 })
  })

  it('names a blocked day with its reason in words, lists the block with its note, and opens it to change', async () => {
    render(
      <SettingsContext.Provider value={TEST_SETTINGS}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CarCalendar carId={CAR} />
          </MemoryRouter>
        </QueryClientProvider>
      </SettingsContext.Provider>,
    )
    const grid = screen.getByRole('grid')
    const twentyFirst = await within(grid).findByRole('button', { name: /\b21\b.*: Blocked: Service$/ }, { timeout: 5000 })
    expect(within(grid).getByRole('button', { name: /\b22\b.*: no booking$/ })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Status colours and patterns' })).getByText('Blocked')).toBeTruthy()
    fireEvent.click(twentyFirst)
    const change = await screen.findByRole('button', { name: 'Change' }, { timeout: 5000 })
    expect(change.closest('li')?.textContent).toMatch(/Blocked: Service.*Brakes/)
    fireEvent.click(change)
    // The dialog holds the block's days, both included, on the car's clock.
    expect(((await screen.findByLabelText(/First day/)) as HTMLInputElement).value).toBe(`${month}-20`)
    expect((screen.getByLabelText(/Last day/) as HTMLInputElement).value).toBe(`${month}-21`)
  })
})
