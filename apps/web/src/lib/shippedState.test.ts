import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { receivedState, shippedState } from './shippedState'

/** A cache as the server's render dehydrates it: a list by pages, a single answer fetched twice, and an answer that failed. */
function dehydrated() {
  const client = new QueryClient()
  client.setQueryData(['list', 'en'], { pages: [{ items: [{ _id: 'a' }], nextPage: null }], pageParams: [1] })
  client.setQueryData(['place', 'en'], { _id: 'athens' })
  client.setQueryData(['place', 'en'], { _id: 'athens', name: 'Athens' }) // fetched twice
  client
    .getQueryCache()
    .build<unknown, { code: string; message: string }>(client, { queryKey: ['car', 'gone'] }) // an API error, as JSON carries it
    .setState({
      status: 'error',
      error: { code: 'not_found', message: 'Car not found' },
      errorUpdateCount: 1,
      errorUpdatedAt: 5,
      fetchFailureCount: 1,
    })
  return dehydrate(client, { shouldDehydrateQuery: () => true })
}

/** Through the page's HTML and back, as the browser reads it. */
const throughThePage = (state: ReturnType<typeof dehydrated>) => receivedState(JSON.parse(JSON.stringify(shippedState(state))) as typeof state)

describe('the answers a page ships', () => {
  it('leave out each hash and every usual field, and keep what differs', () => {
    const shipped = JSON.parse(JSON.stringify(shippedState(dehydrated()))) as ReturnType<typeof dehydrated>
    expect(shipped.queries.map((query) => query.queryHash)).toEqual([undefined, undefined, undefined])
    const [list, place, failed] = shipped.queries
    expect(Object.keys(list?.state ?? {}).sort()).toEqual(['data', 'dataUpdatedAt'])
    expect(place?.state.dataUpdateCount).toBe(2)
    expect(failed?.state).toMatchObject({ status: 'error', error: { code: 'not_found' }, errorUpdateCount: 1, fetchFailureCount: 1 })
    expect(JSON.stringify(shipped).length).toBeLessThan(JSON.stringify(dehydrated()).length - 400)
  })

  it('are read back as TanStack dehydrated them, and hydrate every answer under its key', () => {
    const before = dehydrated()
    const after = throughThePage(before)
    expect(after.queries.map((query) => query.state)).toEqual(before.queries.map((query) => query.state))
    const client = new QueryClient()
    hydrate(client, after)
    expect(client.getQueryData(['place', 'en'])).toEqual({ _id: 'athens', name: 'Athens' })
    expect(client.getQueryState(['list', 'en'])).toMatchObject({ status: 'success', fetchStatus: 'idle', dataUpdateCount: 1, error: null })
    expect(client.getQueryState(['car', 'gone'])).toMatchObject({ status: 'error', error: { message: 'Car not found' }, errorUpdatedAt: 5 })
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    ).toEqual(before.queries.map((query) => query.queryHash))
  })
})
