// @vitest-environment node
import path from 'node:path'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSsrCall, TSsrEntry } from '@wheelbase/core/ssr'
import { ssrRequest, ssrVite } from '../test/ssrVite'
import info from '../i18n/locales/en/info.json'

const WEB = path.resolve(import.meta.dirname, '../..')

let vite: ViteDevServer

beforeAll(async () => {
  vite = await ssrVite(WEB)
}, 60_000)

afterAll(async () => vite?.close())

const noCall = (async () => ({ status: 404, body: null })) as TSsrCall

/**
 * One server renders every page in turn: each page's code loads on its first render, and the
 * routes the server renders from (kept from one page to the next) hold every page's code once
 * loaded, whatever was rendered before it.
 */
describe("the server's render of one page after another", () => {
  it('renders each page with its own content, the first time and again', async () => {
    const entry = (await vite.ssrLoadModule('/src/ssr/entry-server.tsx')) as TSsrEntry
    const render = (url: string) => entry.render(ssrRequest(url, noCall))
    for (const [url, title] of [
      ['/about', info.about.title],
      ['/tos', info.tos.title],
      ['/cookies', info.cookies.title],
      ['/about', info.about.title],
      ['/tos', info.tos.title],
    ] as const) {
      const page = await render(url)
      expect(page.html, url).toContain(`>${title}</h1>`)
      expect(page.html, url).not.toContain('<!--$!-->')
    }
  }, 60_000)
})
