import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { authRoutes } from './features/auth/routes'
import { bookingRoutes } from './features/bookings/routes'
import { carRoutes } from './features/cars/routes'
import { checkoutRoutes } from './features/checkout/routes'
import { consoleRoutes } from './features/console/routes'
import { blockRoutes } from './features/blocks/routes'
import { calendarFeedRoutes } from './features/calendarFeeds/routes'
import { scheduleRoutes } from './features/schedule/routes'
import { channelBookingRoutes } from './features/channelBookings/routes'
import { deviceRoutes } from './features/devices/routes'
import { pushRoutes } from './features/push/routes'
import { signInMethodRoutes } from './features/signInMethods/routes'
import { erasureRoutes } from './features/erasure/routes'
import { accountExportRoutes } from './features/accountExport/routes'
import { auditRoutes } from './features/audit/routes'
import { currencyRoutes } from './features/currencies/routes'
import { displayRatesSource } from './features/currencies/rates'
import { contactRoutes } from './features/contact/routes'
import { healthRoutes } from './features/health/routes'
import { jobHandlers, periodicWork } from './jobRegistry'
import { locationRoutes } from './features/locations/routes'
import { startLiveNotifications } from './features/notifications/live'
import { registerMetrics, serveMetrics } from './platform/metrics/metrics'
import { vitalsRoutes } from './features/vitals/routes'
import { pagesOf } from './platform/render/webApp'
import { DEFAULT_WEB_DIST_DIR } from './paths'
import { notificationRoutes } from './features/notifications/routes'
import { bookingNotices } from './features/notifications/write'
import { publicSettings } from './features/settings/publicSettings'
import { settingsRoutes } from './features/settings/routes'
import { supplierRoutes } from './features/suppliers/routes'
import { reviewRoutes } from './features/reviews/routes'
import { testingRoutes } from './features/testing/routes'
import { userRoutes } from './features/users/routes'
import type { Mailer } from './platform/adapters/mail'
import type { PaymentProvider } from './platform/adapters/payments'
import type { Storage } from './platform/adapters/storage'
import { registerApiDocs } from './platform/http/apiDocs'
import { refuseMalformedUrls, registerCallerCheck } from './platform/http/callerCheck'
import { registerCompression } from './platform/http/compression'
import { createAppContext } from './appContext'
import { errorReplies } from './platform/http/errorReplies'
import { logSerializers } from './platform/http/logging'
import { registerSecurityHeaders } from './platform/http/securityHeaders'
import { IMAGE_MAX_BYTES } from './platform/http/uploads'
import { createPace } from './platform/jobs/pace'
import { createWorker, type Worker } from './platform/jobs/worker'
import { registerWebHost } from './platform/render/webHost'
import { pageWithoutLanguage, redirectLanguageQueries } from './platform/render/pageLanguage'
import { seoRoutes } from './features/seo/routes'

export type AppDeps = {
  config: Config
  database: Database
  storage: Storage
  logger?: FastifyServerOptions['logger']
  /** Replaces the mailer (tests read mail from a real SMTP server instead). */
  mailer?: Mailer
  /** Replaces the payment provider (tests keep the test gateway to read its charges). */
  payments?: PaymentProvider
  /**
   * The server process polls for due work and schedules the periodic work (the hold sweeper).
   * Without it (tests) the worker still runs what is queued as soon as it is queued; tests then
   * wait for it with app.jobs.drain(), never a clock.
   */
  background?: boolean
  /** Called on the new instance before any route is registered (tests watch the routes with onRoute). */
  beforeRoutes?: (app: FastifyInstance) => void
}

/**
 * The composition root: builds the whole server from its dependencies (tests use it through
 * inject(), without a port), in order: the framework and its error answers, the request hooks
 * and plugins, the outside world, the features, the web host, then the durable work.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, storage, background = false } = deps
  const errors = errorReplies(config)
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A captcha solution travels in the path of verify-recaptcha (spec section 7).
    routerOptions: { maxParamLength: 5000 },
    // A page's address in a language (`/fr/cars`) is routed as the page (`/cars`); the page reads
    // its language from request.originalUrl (record 0146).
    rewriteUrl: (req) => pageWithoutLanguage(req.url ?? '/'),
    // The router refuses a path whose escapes do not decode before any hook runs: same answer as ours.
    frameworkErrors: errors.framework,
  }).withTypeProvider<ZodTypeProvider>()
  deps.beforeRoutes?.(app)
  app.decorate('contractCalls', new Map())
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  refuseMalformedUrls(app, errors.send)
  app.setErrorHandler(errors.handle)

  await registerSecurityHeaders(app, config)
  redirectLanguageQueries(app)
  await app.register(cookie)
  // HTML and JSON answers go out compressed (the built assets are compressed ahead, by the build).
  registerCompression(app)
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } })

  const ctx = createAppContext({ ...deps, notices: bookingNotices }, app.log)
  const rates = displayRatesSource(database.db, config, () => ctx.clock.now())
  const live = await startLiveNotifications(database)
  // The app's pages as its build lists them: the Web Vitals' labels and the web host's 404s.
  const pages = pagesOf(config.webDistDir ?? DEFAULT_WEB_DIST_DIR)
  // Before the routes, so that each one's answers are counted.
  const metrics = registerMetrics(app, { db: database.db, pool: database.pool, openStreams: () => live.openCount() })
  serveMetrics(app, metrics, { port: config.metrics.port, host: config.host, token: config.metrics.token })
  registerCallerCheck(app, { config, db: database.db, sendError: errors.send })
  await registerApiDocs(app, config)

  // The worker is made below; readiness asks it only once requests come.
  await app.register(healthRoutes, { db: database.db, config, workerRunning: () => worker.isRunning() })
  await app.register(settingsRoutes, { config })
  await app.register(authRoutes, { ctx })
  await app.register(userRoutes, { ctx })
  await app.register(deviceRoutes, { ctx })
  await app.register(pushRoutes, { ctx })
  await app.register(signInMethodRoutes, { ctx })
  await app.register(erasureRoutes, { ctx })
  await app.register(accountExportRoutes, { ctx })
  await app.register(contactRoutes, { ctx })
  await app.register(locationRoutes, { ctx })
  await app.register(supplierRoutes, { ctx })
  await app.register(carRoutes, { ctx })
  await app.register(checkoutRoutes, { ctx })
  await app.register(bookingRoutes, { ctx })
  await app.register(reviewRoutes, { ctx })
  await app.register(notificationRoutes, { ctx, live })
  await app.register(consoleRoutes, { ctx })
  await app.register(blockRoutes, { ctx })
  await app.register(auditRoutes, { ctx })
  await app.register(calendarFeedRoutes, { ctx })
  await app.register(scheduleRoutes, { ctx })
  await app.register(channelBookingRoutes, { ctx })
  await app.register(currencyRoutes, { ctx, rates })
  await app.register(vitalsRoutes, { ctx, metrics, pages })
  await app.register(seoRoutes, { ctx, pages })
  if (config.testClock) await app.register(testingRoutes, { ctx, queuePeriodicNow: () => worker.queuePeriodicNow() })

  await registerWebHost(app, {
    config,
    db: database.db,
    storage,
    pages,
    settings: publicSettings(config),
    sendError: errors.send,
    rateOf: async (currency) => (await rates.get()).rates.find((rate) => rate.currency === currency) ?? null,
    metrics,
  })

  // Work after a commit: mails, the voucher, the periodic sweeps (jobRegistry.ts, platform/jobs),
  // each item at a gap between requests (pace.ts).
  const pace = createPace({ maxWaitMs: config.jobs.yieldMs })
  app.addHook('onRequest', (_req, _reply, done) => {
    pace.activity()
    done()
  })
  app.addHook('onResponse', (_req, _reply, done) => {
    pace.activity()
    done()
  })
  const worker = createWorker(database, jobHandlers({ ...ctx, rates }), app.log, {
    gap: pace.gap,
    pollMs: background ? config.jobs.pollMs : null,
    leaseMs: config.jobs.leaseMs,
    maxAttempts: config.jobs.maxAttempts,
    periodic: periodicWork(config),
    schedule: background,
  })
  app.decorate('jobs', worker)
  app.decorate('storage', storage)
  app.addHook('onReady', async () => {
    if (config.jobs.run) await worker.start()
  })
  // Open event streams would keep the server from closing: end them first (browsers reconnect elsewhere).
  app.addHook('preClose', async () => live.close())
  app.addHook('onClose', async () => {
    // Work already taken is finished; what is queued waits in the database for the next start.
    await worker.stop()
    await database.close()
    await storage.close()
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker of durable work: tests wait for it with drain(). */
    jobs: Worker
    /** Where the pictures are kept (the local disk or a bucket). */
    storage: Storage
  }
}
