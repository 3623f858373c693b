import { count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, jobs, users } from '../src/db/schema'
import { openEventStream } from './helpers/eventStream'
import { checkoutAs, signedInAs, type Caller } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { checkoutBody } from './helpers/checkoutBody'

const TOKEN = 'metrics-token-for-the-test-0123456789'

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const series = line.slice(0, line.lastIndexOf(' '))
    if (wanted.every((pair) => series.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return undefined
}

/**
 * An operator's metrics: after a checkout they hold the route's count and duration, the durable
 * work it queued (and a parked item with its age), the open streams and the process' memory; they
 * are served on their own port and behind a bearer token, never to an anonymous caller.
 */
describe.each(FLAVORS)('metrics on %s', (flavor) => {
  let t: TestApp
  let base: string
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<'driver', Caller>

  beforeAll(async () => {
    // No worker: the work a checkout queues stays queued, to be counted.
    t = await buildTestApp(flavor, { METRICS_PORT: '0', METRICS_TOKEN: TOKEN, RUN_WORKER: 'false', RATE_LIMIT_CHECKOUT: '1000' })
    f = await searchFixture(t.db.database.db)
    Object.assign(as, await signedInAs(t.db.database.db, { driver: f.driver._id }))
    base = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t.close())

  const scrape = async () => {
    const res = await fetch(`${t.app.metricsAddress?.()}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    return res.text()
  }

  it('counts a checkout, the work it queued, a parked item and an open stream', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Metrics Fiat' })
    await t.db.database.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    const driver = { fullName: 'Eleni Papadaki', email: f.driver.email, birthDate: '1990-05-20' }
    const booked = await checkoutAs(
      t.app,
      as.driver,
      checkoutBody({ car: car._id, pickup: f.athens._id, from: day(30, 10), to: day(33, 10), driver }),
    )
    expect(booked.statusCode, booked.body).toBe(200)
    expect(await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))).toHaveLength(1)
    const parkedAt = new Date(Date.now() - 3_600_000)
    await t.db.database.db
      .insert(jobs)
      .values({ _id: fixedId(970), kind: 'mail.accountLink', key: 'metrics:parked', payload: {}, status: 'parked', attempts: 8, updatedAt: parkedAt })
    const [queued] = await t.db.database.db.select({ n: count() }).from(jobs).where(ne(jobs.status, 'parked'))
    expect(queued?.n).toBeGreaterThan(0)
    const stream = await openEventStream(`${base}/api/notifications/stream`, as.driver.headers)
    try {
      expect(await stream.next()).toEqual({ count: 0 })
      const text = await scrape()
      expect(valueOf(text, 'wheelbase_http_requests_total', { method: 'POST', route: '/api/checkout', status: '200' })).toBe(1)
      expect(valueOf(text, 'wheelbase_http_request_duration_seconds_count', { route: '/api/checkout', status: '200' })).toBe(1)
      expect(valueOf(text, 'wheelbase_jobs', { state: 'queued' })).toBe(queued?.n)
      expect(valueOf(text, 'wheelbase_jobs', { state: 'parked' })).toBe(1)
      expect(valueOf(text, 'wheelbase_jobs_oldest_seconds', { state: 'parked' })).toBeGreaterThanOrEqual(3_599)
      expect(valueOf(text, 'wheelbase_open_streams')).toBe(1)
      expect(valueOf(text, 'wheelbase_process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
      if (flavor === 'postgres') expect(valueOf(text, 'wheelbase_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
    } finally {
      stream.close()
    }
    await expect.poll(async () => valueOf(await scrape(), 'wheelbase_open_streams'), { timeout: 2_000 }).toBe(0)
    // An address nobody routes is one label, whatever it was.
    await t.app.inject({ url: '/api/no-such-thing-123' })
    expect(valueOf(await scrape(), 'wheelbase_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1)
  })

  it('refuses the metrics to an anonymous caller on the public port, and serves them with the token', async () => {
    const anonymous = await fetch(`${base}/metrics`)
    const refused = (await anonymous.json()) as { error: { code: string } }
    expect([anonymous.status, refused.error.code]).toEqual([401, 'unauthorized'])
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' } })).status).toBe(401)
    const withToken = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(withToken.status).toBe(200)
    expect(await withToken.text()).toContain('wheelbase_http_requests_total')
    // The metrics port answers nothing else.
    expect((await fetch(`${t.app.metricsAddress?.()}/api/health`)).status).toBe(404)
  })

  it("adds a page load's Web Vitals to the metrics by page and language, and refuses nonsense", async () => {
    const report = (payload: object, language = 'el', from = '198.51.100.40') =>
      t.app.inject({ method: 'POST', url: '/api/vitals', remoteAddress: from, headers: { 'accept-language': language }, payload })
    const sent = await report({
      path: '/search?x=1',
      metrics: [
        { name: 'LCP', value: 1_800 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.04 },
      ],
    })
    expect(sent.json()).toEqual({ recorded: 3 })
    const text = await scrape()
    // No web build in this test: no page list to match, so every path is "other".
    expect(valueOf(text, 'wheelbase_web_vitals_lcp_seconds_sum', { page: 'other', language: 'el' })).toBeCloseTo(1.8)
    expect(valueOf(text, 'wheelbase_web_vitals_inp_seconds_bucket', { page: 'other', language: 'el', le: '0.2' })).toBe(1)
    expect(valueOf(text, 'wheelbase_web_vitals_cls_count', { page: 'other', language: 'el' })).toBe(1)
    for (const bad of [
      { path: 'search', metrics: [{ name: 'LCP', value: 1 }] },
      { path: '/', metrics: [{ name: 'FID', value: 1 }] },
      { path: '/', metrics: [{ name: 'LCP', value: -1 }] },
      { path: '/', metrics: [] },
    ]) {
      const res = await report(bad)
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation_failed'])
    }
    const answers: number[] = []
    for (let i = 0; i < 31; i++) answers.push((await report({ path: '/', metrics: [{ name: 'CLS', value: 0 }] }, 'en', '198.51.100.41')).statusCode)
    expect(answers.at(-1)).toBe(429)
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true)
  })
})
