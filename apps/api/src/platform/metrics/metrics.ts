import { timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { sql } from 'drizzle-orm'
import type { TWebVital } from '@wheelbase/core/schemas/vitals'
import { queryRows, type Db } from '../../db/client'
import { unauthorized } from '../http/errors'

/** What the metrics read when scraped: the pool, the queue of durable work, the open streams. */
export type MetricSources = { db: Db; pool?: pg.Pool | undefined; openStreams: () => number }

export type Metrics = {
  registry: Registry
  /** One page load's Web Vital, as its page reported it (LCP and INP in milliseconds, CLS without unit). */
  observeVital(name: TWebVital, page: string, language: string, value: number): void
  /** The server's render of a page, timed and counted while it waits or runs (its threads' queue). */
  timedRender<A extends unknown[], R>(render: (...args: A) => Promise<R>): (...args: A) => Promise<R>
}

// Seconds: most answers take milliseconds; a checkout's payment or a slow render, seconds.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The operator's view of one instance, in Prometheus' text format (prom-client): requests and their
 * durations per route and status, the database pool, queued, running, retried and parked work with
 * the age of the oldest, open live streams, and the process (memory, event-loop delay, GC).
 * One registry per app, so that several apps in one process (tests) never share counts.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'wheelbase_' })
  const requests = new Counter({
    name: 'wheelbase_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'wheelbase_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  app.addHook('onResponse', async (req, reply) => {
    // The route's template, never the raw URL: an unknown address counts as one label, whatever it was.
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }
    requests.inc(labels)
    durations.observe(labels, reply.elapsedTime / 1000)
  })

  const pool = sources.pool
  new Gauge({
    name: 'wheelbase_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  // One grouped query per scrape serves both gauges of the queue (prom-client collects them side by side).
  const JOB_STATES = ['queued', 'running', 'retrying', 'parked'] as const
  let pending: Promise<{ state: string; n: number; oldest: number | null }[]> | null = null
  const jobRows = () =>
    (pending ??= queryRows<{ state: string; n: number; oldest: number | null }>(
      sources.db,
      sql`SELECT state, count(*)::int AS n, extract(epoch FROM now() - min(since))::float8 AS oldest FROM (
            SELECT CASE WHEN status = 'queued' AND attempts > 0 THEN 'retrying' ELSE status END AS state,
                   CASE WHEN status = 'queued' THEN least(run_at, now()) ELSE updated_at END AS since
            FROM jobs WHERE status <> 'done') j
          GROUP BY state`,
    ).finally(() => (pending = null)))
  new Gauge({
    name: 'wheelbase_jobs',
    help: 'Durable work items by state: queued (due or not), running, retrying (queued after a failure), parked (failed for good)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await jobRows()
      for (const state of JOB_STATES) this.set({ state }, rows.find((r) => r.state === state)?.n ?? 0)
    },
  })
  new Gauge({
    name: 'wheelbase_jobs_oldest_seconds',
    help: 'Age of the oldest durable work item in each state (queued: since it was due)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await jobRows()
      for (const state of JOB_STATES) this.set({ state }, Math.max(0, rows.find((r) => r.state === state)?.oldest ?? 0))
    },
  })
  new Gauge({
    name: 'wheelbase_open_streams',
    help: 'Live notification streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openStreams())
    },
  })
  // As the Web Vitals' thresholds: LCP good ≤ 2.5 s, poor > 4 s; INP good ≤ 200 ms, poor > 500 ms; CLS good ≤ 0.1, poor > 0.25.
  const vitalSeconds = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames: ['page', 'language'] as const, buckets, registers: [registry] })
  const vitals = {
    LCP: vitalSeconds(
      'wheelbase_web_vitals_lcp_seconds',
      'Largest Contentful Paint of page loads, by page and language',
      [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    ),
    INP: vitalSeconds(
      'wheelbase_web_vitals_inp_seconds',
      'Interaction to Next Paint of page loads, by page and language',
      [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    ),
    CLS: vitalSeconds(
      'wheelbase_web_vitals_cls',
      'Cumulative Layout Shift of page loads, by page and language',
      [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    ),
  }
  const renders = new Histogram({
    name: 'wheelbase_render_seconds',
    help: "Server renders of pages, from the request to the markup (the render threads' wait included), by outcome",
    labelNames: ['outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const rendering = new Gauge({
    name: 'wheelbase_renders_in_flight',
    help: 'Pages being rendered on the server or waiting for a render thread',
    registers: [registry],
  })
  return {
    registry,
    timedRender(render) {
      return async (...args) => {
        rendering.inc()
        const done = renders.startTimer()
        try {
          const page = await render(...args)
          done({ outcome: 'ok' })
          return page
        } catch (error) {
          done({ outcome: 'failed' })
          throw error
        } finally {
          rendering.dec()
        }
      }
    },
    observeVital(name, page, language, value) {
      vitals[name].observe({ page, language }, name === 'CLS' ? value : value / 1000)
    },
  }
}

/** Whether a request carries the metrics token (compared in constant time). */
function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * Where the metrics are read, never by the public: on their own port (METRICS_PORT, which the
 * public proxy does not reach), or at /metrics on the public port with METRICS_TOKEN as a bearer
 * token. With neither, they are not served. Returns the start and stop of the metrics port.
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { port?: number | undefined; host: string; token?: string | undefined },
) {
  const text = async () => ({ body: await metrics.registry.metrics(), type: metrics.registry.contentType })
  if (options.token) {
    const token = options.token
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (!hasToken(req.headers.authorization, token)) throw unauthorized()
      const { body, type } = await text()
      return reply.type(type).header('cache-control', 'no-store').send(body)
    })
  }
  const port = options.port
  if (port === undefined) return
  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0] !== '/metrics') return void res.writeHead(404).end()
    text().then(
      ({ body, type }) => res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics not collected')
        res.writeHead(500).end()
      },
    )
  })
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, options.host, resolve))
  })
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  app.decorate('metricsAddress', () => {
    const address = server.address()
    return typeof address === 'object' && address ? `http://${options.host}:${address.port}` : null
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics port's address once listening (METRICS_PORT=0 takes a free one: tests). */
    metricsAddress?: () => string | null
  }
}
