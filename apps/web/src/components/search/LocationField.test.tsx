import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { initI18n, loadNamespaces } from '../../i18n/i18n'
import { LocationField } from './LocationField'

/** Twelve places, answered the way GET /api/locations answers (the client checks answers against the contract). */
const PLACES: TLocation[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `6b29fc40-ca47-4067-b31d-00dd0106${String(i).padStart(4, '0')}`,
  slug: `place-${i}`,
  address: null,
  kind: i % 3 === 0 ? 'airport' : i % 3 === 1 ? 'port' : 'city',
  name: `Place ${String.fromCharCode(65 + i)}`,
  latitude: 37.9,
  longitude: 23.7,
  timeZone: 'Europe/Athens',
  image: null,
}))

let searched: string[] = []

beforeAll(async () => {
  await initI18n('en')
  await loadNamespaces('search')
})
beforeEach(() => {
  searched = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost')
      const q = url.searchParams.get('q') ?? ''
      searched.push(q)
      const items = PLACES.filter((p) => p.name.toLowerCase().includes(q.toLowerCase())).slice(0, Number(url.searchParams.get('size') ?? 10))
      return new Response(JSON.stringify({ items, total: items.length }), { headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderField(value?: string) {
  const onChange = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LocationField label="Pick-up location" name="pickup" value={value} onChange={onChange} />
    </QueryClientProvider>,
  )
  return { onChange, input: screen.getByRole('combobox', { name: 'Pick-up location' }) }
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : null
}

describe('the location combobox (WAI-ARIA combobox with a listbox popup)', () => {
  it('moves through the options with the arrows, Home and End, and chooses with Enter', async () => {
    const { input, onChange } = renderField()
    fireEvent.focus(input)
    // The first answer of the file waits for the contract's schemas to load (the client checks answers in tests).
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10), { timeout: 5_000 })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(activeOption(input)).toBe('Place A')
    fireEvent.keyDown(input, { key: 'End' })
    expect(activeOption(input)).toBe('Place J')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(activeOption(input)).toBe('Place A') // wraps
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(activeOption(input)).toBe('Place J')
    fireEvent.keyDown(input, { key: 'Home' })
    expect(activeOption(input)).toBe('Place A')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Place A' }))
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('scrolls the active option into view', async () => {
    const scrolled: string[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '')
    }
    try {
      const { input } = renderField()
      fireEvent.focus(input)
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
      fireEvent.keyDown(input, { key: 'End' })
      await waitFor(() => expect(scrolled.at(-1)).toBe('Place J'))
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('marks only the chosen place as selected', async () => {
    const { input } = renderField(PLACES[2]?._id)
    fireEvent.focus(input)
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const selected = screen.getAllByRole('option').filter((o) => o.hasAttribute('aria-selected'))
    expect(selected.map((o) => [o.textContent, o.getAttribute('aria-selected')])).toEqual([['Place C', 'true']])
  })

  it('closes with Escape and does not search while an input method composes', async () => {
    const { input, onChange } = renderField()
    fireEvent.focus(input)
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    fireEvent.compositionStart(input)
    fireEvent.input(input, { target: { value: 'Pla' }, isComposing: true })
    // Enter that confirms a candidate of the input method chooses no place.
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true })
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)))
    expect(searched).not.toContain('Pla')
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.compositionEnd(input, { target: { value: 'Place L' } })
    await waitFor(() => expect(searched).toContain('Place L'))
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Place L']))
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps focus in the box: the scrolling list is no tab stop, a press on it moves no focus, leaving closes it', async () => {
    const { input } = renderField()
    input.focus()
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    const list = screen.getByRole('listbox')
    expect(input.getAttribute('aria-controls')).toBe(list.id)
    // Chromium puts a scrolling box in the tab order unless it says otherwise.
    expect(list.getAttribute('tabindex')).toBe('-1')
    // A press on its scroll bar or padding is cancelled, so the box keeps focus (fireEvent says false).
    expect(fireEvent.mouseDown(list)).toBe(false)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    // Tab leaves for the next field: the list closes behind it.
    fireEvent.blur(input)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(list.hidden).toBe(true)
  })
})
