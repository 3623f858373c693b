import fc from 'fast-check'
import type { FuzzCase } from './cases'
import { show } from './mutations'
import { BAD_ESCAPES, HOSTILE_HEADERS, PATH_SEGMENTS, QUERY_FRAGMENTS } from './hostile'
import { INVALID_UTF8, rawJsonBody } from './bodies'

/** The fake web build the server serves in the fuzz run (see fuzz.test.ts). */
export const WEB_FILES = { index: 'index.html', asset: 'assets/app-abc123.js', icon: 'favicon.svg' }

/** Paths no operation of the document covers: the web app, its assets, uploads, the docs, and nothing at all. */
function outsidePaths(uploads: string[]): string[] {
  const pages = [
    '/',
    '/sign-in',
    '/search',
    '/checkout-session/abc',
    '/reset-password?token=%zz',
    '/activate?u=%&e=%E0%A4%A',
    '/settings',
    '/no-such-page',
  ]
  return [
    ...pages,
    ...uploads,
    `/${WEB_FILES.index}`,
    `/${WEB_FILES.icon}`,
    `/${WEB_FILES.asset}`,
    '/assets/missing-123.js',
    '/assets/',
    '/assets',
    '/assets/%2e%2e/index.html',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/favicon.svg%00.js',
    '/index.html/',
    '/uploads/',
    '/uploads',
    '/uploads/avatars/missing.webp',
    '/uploads/..%2fwheelbase.lock',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/%c0%ae%c0%ae/x',
    '/api',
    '/api/',
    '/api/unknown',
    '/api/docs',
    '/api/docs/',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/index.html',
    '/api/docs/static/%zz',
    '/api/health/extra',
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/%00',
    '/%2e%2e/%2e%2e/etc/passwd',
    '//',
    '///etc/passwd',
    '/\\..\\..\\x',
    '/.env',
    '/.git/config',
    '/robots.txt',
    `/${'a/'.repeat(3000)}`,
    '*',
    'http://localhost/api/health',
    'health',
  ]
}

type Part = { suffix?: string | Buffer; query?: string; header?: [string, string]; body?: [number, number] }

/** Seeded requests to paths outside the document: each as is, or with one or two of a bad suffix, query, header or body. */
export function outsideCases(uploads: string[], count: number, seed: number): FuzzCase[] {
  const paths = outsidePaths(uploads)
  const part: fc.Arbitrary<Part> = fc.oneof(
    fc.constantFrom<string | Buffer>(...BAD_ESCAPES, ...PATH_SEGMENTS.slice(0, 30)).map((suffix) => ({ suffix })),
    fc.constantFrom(...INVALID_UTF8).map(([, suffix]) => ({ suffix })),
    fc.constantFrom(...QUERY_FRAGMENTS, ...BAD_ESCAPES).map((query) => ({ query })),
    fc.constantFrom(...HOSTILE_HEADERS).map((header) => ({ header })),
    fc.tuple(fc.nat(), fc.nat()).map((body) => ({ body })),
  )
  const method = fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE')
  const one = fc.record({ path: fc.constantFrom(...paths), method, parts: fc.array(part, { maxLength: 2 }) })
  return fc.sample(one, { seed, numRuns: count }).map(({ path, method, parts }) => {
    const { suffix = '', query, header, body } = Object.assign({}, ...parts) as Part
    const raw = body ? rawJsonBody({ a: 'b' }, body[0], body[1]) : undefined
    const target = Buffer.concat([
      Buffer.from(path),
      Buffer.from(suffix),
      Buffer.from(query === undefined ? '' : `${path.includes('?') ? '&' : '?'}${query}`),
    ])
    const notes = [
      suffix.length ? `suffix ${show(suffix)}` : '',
      query ? `query ${show(query)}` : '',
      header ? `header ${header[0]}: ${show(header[1])}` : '',
    ]
    return {
      op: `${method} ${path.length > 60 ? `${path.slice(0, 30)}…` : path}`,
      method,
      target: Buffer.from(target.toString()).equals(target) ? target.toString() : target,
      headers: [...(header ? [header] : []), ...(raw?.contentType ? [['Content-Type', raw.contentType] as [string, string]] : [])],
      body: raw?.body,
      note: [...notes, raw ? `body ${raw.note}` : ''].filter(Boolean).join('; ') || 'as is',
    }
  })
}
