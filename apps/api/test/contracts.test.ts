import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathOf, type TEndpoint } from '@wheelbase/core/contract'
import { ALL_ENDPOINTS } from '@wheelbase/core/contracts/all'
import { buildTestApp, type TestApp } from './helpers/testApp'

/** The API's own routes: everything under /api/ but the OpenAPI page (served by swagger-ui). */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')
const key = (method: string, url: string) => `${method} ${url}`

/** Bodies no schema accepts, sent as JSON: broken JSON, the wrong type, nonsense fields, a NUL. */
const MALFORMED_BODIES = ['{"unclosed": ', '[1,2,3]', '"just a string"', '{"_id":"x","email":17,"password":null}', '{"fullName":"a\\u0000b"}']

describe('one contract per endpoint', () => {
  let t: TestApp
  const routes: { method: string; url: string; contract: TEndpoint | undefined }[] = []
  beforeAll(async () => {
    t = await buildTestApp('pglite', {}, (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && isApiRoute(route.url)) routes.push({ method, url: route.url, contract: route.config?.contract })
        }
      }),
    )
  })
  afterAll(async () => {
    await t.close()
  })

  it('registers every API route from a contract, and every contract as a route', () => {
    expect(routes.length).toBeGreaterThan(25)
    expect(routes.filter((r) => !r.contract).map((r) => key(r.method, r.url))).toEqual([])
    const registered = new Set(routes.map((r) => key(r.method, r.url)))
    const declared = ALL_ENDPOINTS.map((e) => key(e.method, e.path))
    expect(declared.filter((k) => !registered.has(k))).toEqual([])
    expect(new Set(declared).size).toBe(declared.length)
    expect([...registered].sort()).toEqual([...declared].sort())
  })

  it('lists every endpoint in the OpenAPI document with its request and response schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] }>>
    }
    for (const endpoint of ALL_ENDPOINTS) {
      const path = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()]
      expect(operation, key(endpoint.method, path)).toBeDefined()
      expect(operation?.responses['200'], key(endpoint.method, path)).toBeDefined()
      const schemas = await endpoint.schemas({ minAge: 21 })
      if (schemas.body) expect(operation?.requestBody, `${key(endpoint.method, path)} body`).toBeDefined()
      if (schemas.params || schemas.query) expect(operation?.parameters?.length, `${key(endpoint.method, path)} parameters`).toBeGreaterThan(0)
    }
  })

  it('answers 401 to an anonymous caller of every endpoint that needs a session, whatever the body or params', async () => {
    const needSession = ALL_ENDPOINTS.filter((e) => e.session === 'required')
    expect(needSession.length).toBeGreaterThan(10)
    for (const endpoint of needSession) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '')
      const url = pathOf(endpoint, Object.fromEntries(names.map((n) => [n, 'not-an-id%'])))
      for (const payload of endpoint.method === 'GET' ? [undefined] : MALFORMED_BODIES) {
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': endpoint.multipart ? 'multipart/form-data' : 'application/json' } }),
        })
        expect(res.statusCode, `${endpoint.method} ${url} ${payload ?? ''}`).toBe(401)
        expect(res.json().error.code).toBe('unauthorized')
      }
    }
  })
})
