import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { signedInAs, type Caller } from './helpers/callers'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type Who = 'driver' | 'supplier' | 'admin'
type TRates = {
  url: string | null
  fetchError: string | null
  rates: { currency: string; micros: number | null; asOf: string | null; fresh: boolean }[]
}

/**
 * The display currencies' rates (record 0103): admins alone read and set them, typed in or fetched
 * from an address; every visitor reads the fresh ones, and a rate past its age is not given, so
 * prices show as charged. Bad values are refused with a message on their field and change nothing.
 */
describe.each(FLAVORS)('currency rates on %s', (flavor) => {
  let t: TestApp
  const as = {} as Record<Who, Caller>
  let feed: Server
  let feedUrl = ''
  let feedAnswer: { status: number; body: string; location?: string; megabytes?: number } = { status: 200, body: '{}' }
  // An address inside the network, not allowed: it must never be asked.
  let inner: Server
  let innerUrl = ''
  let innerAsked = 0

  beforeAll(async () => {
    feed = createServer((_req, res) => {
      res.writeHead(feedAnswer.status, { 'content-type': 'application/json', ...(feedAnswer.location ? { location: feedAnswer.location } : {}) })
      if (!feedAnswer.megabytes) return res.end(feedAnswer.body)
      // A huge answer, sent as fast as it is read.
      const chunk = Buffer.alloc(1 << 20, 0x20)
      let left = feedAnswer.megabytes
      const more = () => {
        while (left > 0) {
          left -= 1
          if (!res.write(chunk)) return res.once('drain', more)
        }
        res.end()
      }
      res.on('error', () => undefined)
      more()
    })
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve))
    const feedHost = `127.0.0.1:${(feed.address() as AddressInfo).port}`
    feedUrl = `http://${feedHost}/latest`
    inner = createServer((_req, res) => {
      innerAsked += 1
      res.end('{"secret":true}')
    })
    await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve))
    innerUrl = `http://127.0.0.1:${(inner.address() as AddressInfo).port}/admin`
    t = await buildTestApp(flavor, { TEST_CLOCK: 'true', CURRENCY_RATES_MAX_AGE_HOURS: '48', OUTBOUND_ALLOW_HOSTS: feedHost })
    const db = t.db.database.db
    const [driver, supplier, admin] = [makeUser(), makeUser({ type: 'supplier' }), makeUser({ type: 'admin' })]
    await db.insert(users).values([driver, supplier, admin])
    Object.assign(as, await signedInAs(db, { driver: driver._id, supplier: supplier._id, admin: admin._id }))
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => feed.close(resolve))
    await new Promise((resolve) => inner.close(resolve))
  })

  const call = (who: Who | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as[who].headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
  const consoleRates = async () => (await call('admin', 'GET', '/api/console/currency-rates')).json<TRates>()
  const shown = async () => (await call(null, 'GET', '/api/currency-rates')).json<{ base: string; rates: { currency: string; micros: number }[] }>()
  const micros = (rates: TRates, currency: string) => rates.rates.find((r) => r.currency === currency)?.micros
  const moveClock = (hours: number) => call('admin', 'POST', '/api/test/clock', { at: new Date(Date.now() + hours * 3_600_000).toISOString() })

  it('lets only admins read, set and fetch the rates: a supplier or a driver 403, a stranger 401', async () => {
    const body = { url: null, rates: [{ currency: 'ILS', micros: 3_912_345 }] }
    for (const who of ['supplier', 'driver'] as const) {
      expect((await call(who, 'GET', '/api/console/currency-rates')).statusCode).toBe(403)
      expect((await call(who, 'PUT', '/api/console/currency-rates', body)).statusCode).toBe(403)
      expect((await call(who, 'POST', '/api/console/currency-rates/fetch')).statusCode).toBe(403)
    }
    expect((await call(null, 'GET', '/api/console/currency-rates')).statusCode).toBe(401)
    expect((await call(null, 'PUT', '/api/console/currency-rates', body)).statusCode).toBe(401)
    expect((await call(null, 'POST', '/api/console/currency-rates/fetch')).statusCode).toBe(401)
    const before = await consoleRates()
    expect(before.rates.map((r) => r.currency)).toEqual(['USD', 'GBP', 'ILS', 'CNY'])
    expect(before.rates.every((r) => r.micros === null && !r.fresh)).toBe(true)
    expect(await shown()).toEqual({ base: 'EUR', rates: [] })
  })

  it('refuses bad values with a message on the field and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ url: null, rates: [{ currency: 'ILS', micros: 0 }] }, 'rates.0.micros', 'This value is not valid.'],
      [{ url: null, rates: [{ currency: 'ILS', micros: 1.5 }] }, 'rates.0.micros', 'This value is not valid.'],
      [{ url: null, rates: [{ currency: 'XXX', micros: 1_000_000 }] }, 'rates.0.currency', 'This value is not valid.'],
      // Known, but not one this marketplace offers (DISPLAY_CURRENCIES).
      [{ url: null, rates: [{ currency: 'CHF', micros: 1_000_000 }] }, 'rates.0.currency', 'This value is not valid.'],
      [{ url: 'ftp://rates.example/latest', rates: [] }, 'url', 'Enter an address that starts with http:// or https://.'],
      [
        {
          url: null,
          rates: [
            { currency: 'USD', micros: 1_050_000 },
            { currency: 'USD', micros: 1_060_000 },
          ],
        },
        'rates.1.currency',
        'This is already in the list',
      ],
    ]
    for (const [body, field, message] of cases) {
      const answer = await call('admin', 'PUT', '/api/console/currency-rates', body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(answer.json().error.fields?.[field], JSON.stringify(body)).toBe(message)
    }
    const french = await t.app.inject({
      method: 'PUT',
      url: '/api/console/currency-rates',
      headers: { ...as.admin.headers, 'accept-language': 'fr' },
      payload: { url: 'ftp://x', rates: [] },
    })
    expect(french.json().error.fields.url).toBe('Saisissez une adresse commençant par http:// ou https://.')
    expect((await consoleRates()).rates.every((r) => r.micros === null)).toBe(true)
  })

  it('shows a rate an admin sets until it is older than the set age, then prices as charged', async () => {
    const saved = await call('admin', 'PUT', '/api/console/currency-rates', { url: null, rates: [{ currency: 'ILS', micros: 3_912_345 }] })
    expect(saved.statusCode).toBe(200)
    expect(micros(saved.json<TRates>(), 'ILS')).toBe(3_912_345)
    expect((await shown()).rates).toEqual([expect.objectContaining({ currency: 'ILS', micros: 3_912_345 })])
    await moveClock(47)
    expect((await shown()).rates.map((r) => r.currency)).toEqual(['ILS'])
    await moveClock(49)
    expect(await shown()).toEqual({ base: 'EUR', rates: [] })
    expect((await consoleRates()).rates.find((r) => r.currency === 'ILS')).toMatchObject({ micros: 3_912_345, fresh: false })
    await call('admin', 'POST', '/api/test/clock', { at: new Date().toISOString() })
  })

  it('fetches the rates from a saved address, in another base too, and keeps them when a fetch fails', async () => {
    const today = new Date().toISOString().slice(0, 10)
    feedAnswer = { status: 200, body: JSON.stringify({ base: 'USD', date: today, rates: { EUR: 0.5, ILS: 2, GBP: 0.4 } }) }
    expect((await call('admin', 'PUT', '/api/console/currency-rates', { url: feedUrl, rates: [] })).json<TRates>().url).toBe(feedUrl)
    const fetched = (await call('admin', 'POST', '/api/console/currency-rates/fetch')).json<TRates>()
    expect(fetched.fetchError).toBeNull()
    // 1 EUR = 2 USD; ILS 2 / 0.5 = 4; GBP 0.4 / 0.5 = 0.8. CNY is not in the feed: none yet.
    expect(Object.fromEntries(fetched.rates.map((r) => [r.currency, r.micros]))).toEqual({ USD: 2_000_000, GBP: 800_000, ILS: 4_000_000, CNY: null })
    expect((await shown()).rates.map((r) => r.currency)).toEqual(['USD', 'GBP', 'ILS'])

    feedAnswer = { status: 503, body: 'down' }
    const failed = (await call('admin', 'POST', '/api/console/currency-rates/fetch')).json<TRates>()
    expect(failed.fetchError).toBe('the address answered 503')
    expect(micros(failed, 'ILS')).toBe(4_000_000)
    feedAnswer = { status: 200, body: JSON.stringify({ base: 'EUR', rates: { JPY: 160 } }) }
    expect((await call('admin', 'POST', '/api/console/currency-rates/fetch')).json<TRates>().fetchError).toBe(
      'the answer has none of USD, GBP, ILS, CNY',
    )
  })

  it('reads no address inside the network, directly or by a redirect, with one message; and stops reading at 1 MB', async () => {
    const unreachable = 'the address could not be reached, or is not a public https address'
    const fetchFrom = async (url: string) => {
      expect((await call('admin', 'PUT', '/api/console/currency-rates', { url, rates: [] })).statusCode).toBe(200)
      return (await call('admin', 'POST', '/api/console/currency-rates/fetch')).json<TRates>().fetchError
    }
    for (const url of [
      innerUrl,
      innerUrl.replace('http:', 'https:'),
      'http://169.254.169.254/latest/meta-data',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://localhost/',
    ])
      expect(await fetchFrom(url), url).toBe(unreachable)
    // The allowed feed sends the fetch inside: the redirect is checked as the first address was.
    feedAnswer = { status: 302, body: '', location: innerUrl }
    expect(await fetchFrom(feedUrl)).toBe(unreachable)
    feedAnswer = { status: 301, body: '', location: 'https://169.254.169.254/latest' }
    expect(await fetchFrom(feedUrl)).toBe(unreachable)
    expect(innerAsked).toBe(0)

    // 64 MB: cut at 1 MB, and the server's memory barely moves.
    feedAnswer = { status: 200, body: '', megabytes: 64 }
    const before = process.memoryUsage().rss
    expect(await fetchFrom(feedUrl)).toBe('the answer is larger than 1 MB')
    expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024)
  })
})
