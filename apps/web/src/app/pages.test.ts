// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TSsrCall, TSsrEntry } from '@wheelbase/core/ssr'
import { ssrRequest, ssrVite } from '../test/ssrVite'

/**
 * Pages declared once (issue 29): in a copy of the app, one entry added to the page table and the
 * page's folder are all it takes for the page to be routed, rendered on the server with its data,
 * and asked for before its code on a first visit.
 */
const WEB = path.resolve(import.meta.dirname, '../..')
const ROOT = path.resolve(WEB, '../..')
const HELLO_PAGE = `import { useSuppliers } from '../../lib/places'

export default function HelloPage() {
  const suppliers = useSuppliers()
  return (
    <main>
      <h1>Hello page</h1>
      <ul>{suppliers.data?.items.map((supplier) => <li key={supplier._id}>{supplier.fullName}</li>)}</ul>
    </main>
  )
}
`
const ENTRY = `  {
    path: '/hello',
    namespaces: ['search'],
    load: () => import('../features/hello/HelloPage'),
    server: true,
    data: () => [call(listSuppliers, {})],
  },
`
const SUPPLIER = { _id: '6b29fc40-ca47-4067-b31d-00dd01060001', fullName: 'Hello Motors', avatar: null, carCount: 3 }

let copy: string
let vite: ViteDevServer

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'wheelbase-pages-'))
  cpSync(path.join(WEB, 'src'), path.join(copy, 'src'), { recursive: true })
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  // The one entry, and the page's folder.
  const table = path.join(copy, 'src/app/pages.ts')
  const source = readFileSync(table, 'utf8')
  const start = 'export const PAGES: readonly TPage[] = [\n'
  expect(source).toContain(start)
  writeFileSync(table, source.replace(start, start + ENTRY))
  mkdirSync(path.join(copy, 'src/features/hello'))
  writeFileSync(path.join(copy, 'src/features/hello/HelloPage.tsx'), HELLO_PAGE)
  vite = await ssrVite(copy)
}, 60_000)

afterAll(async () => {
  await vite?.close()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('a page added to the table of a copy of the app', () => {
  it('is listed for the server as a page it renders (what the build writes to dist/pages.json)', async () => {
    const entry = (await vite.ssrLoadModule('/src/ssr/entry-server.tsx')) as TSsrEntry
    expect(entry.pages).toContainEqual({ path: '/hello', server: true, index: false })
  }, 60_000)

  it('is routed, and rendered on the server with the answer of its call, handed to the browser', async () => {
    const entry = (await vite.ssrLoadModule('/src/ssr/entry-server.tsx')) as TSsrEntry
    const asked: string[] = []
    const call = (async (contract) => {
      asked.push(contract.path)
      return { status: 200, body: { items: [SUPPLIER] } }
    }) as TSsrCall
    const page = await entry.render(ssrRequest('/hello', call))
    expect(page.html).toContain('Hello page')
    expect(page.html).toContain('<li>Hello Motors</li>')
    expect(asked).toEqual(['/api/suppliers'])
    expect(JSON.stringify(page.state.queries)).toContain('Hello Motors')
  }, 60_000)

  it('on a first visit, asks its call while its code still loads', async () => {
    const { routes, preloadPage } = (await vite.ssrLoadModule('/src/app/router.tsx')) as {
      routes: RouteObject[]
      preloadPage: (location: { pathname: string; search: string }, language: string, options: { data: boolean }) => void
    }
    expect(matchRoutes(routes, '/hello')?.at(-1)?.route.path).toBe('/hello')
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response('{}', { headers: { 'content-type': 'application/json' } })
    })
    try {
      preloadPage({ pathname: '/hello', search: '' }, 'en', { data: true })
      expect(fetched).toContain('/api/suppliers')
    } finally {
      vi.unstubAllGlobals()
    }
  }, 60_000)
})
