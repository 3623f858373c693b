import { dehydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { withItemsInHtml } from './withItemsInHtml'

/** A cache holding a list by pages (two pages) and a single answer, dehydrated as the server's render does. */
function dehydrated() {
  const client = new QueryClient()
  client.setQueryData(['list', 'en'], {
    pages: [
      { items: [{ _id: 'a' }, { _id: 'b' }], total: 3, nextPage: 2 },
      { items: [{ _id: 'c' }], total: 3, nextPage: null },
    ],
    pageParams: [1, 2],
  })
  client.setQueryData(['place', 'en'], { _id: 'athens', items: [{ _id: 'x' }] })
  return dehydrate(client)
}

describe('the first page of a list shown only as HTML', () => {
  it('ships the named list without its first items, saying how many the markup holds', () => {
    const state = withItemsInHtml(dehydrated(), [['list', 'en']])
    const [list, place] = state.queries
    expect(list?.state.data).toEqual({
      pages: [
        { items: [], itemsInHtml: 2, total: 3, nextPage: 2 },
        { items: [{ _id: 'c' }], total: 3, nextPage: null },
      ],
      pageParams: [1, 2],
    })
    // Another answer, even with items of its own, is shipped whole.
    expect(place?.state.data).toEqual({ _id: 'athens', items: [{ _id: 'x' }] })
  })

  it('leaves every answer whole when no list is named, or the named one is in another language', () => {
    const state = dehydrated()
    expect(withItemsInHtml(state, [])).toBe(state)
    const other = withItemsInHtml(dehydrated(), [['list', 'fr']])
    expect((other.queries[0]?.state.data as { pages: { items: unknown[] }[] }).pages[0]?.items).toHaveLength(2)
  })
})
