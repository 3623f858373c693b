import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { isMessageKey, translateMessage, type TMessageKey } from '@wheelbase/core/messages'
import type { Config } from './config'
import type { Database } from './db/client'
import { authRoutes } from './features/auth/routes'
import { bookingRoutes } from './features/bookings/routes'
import { carRoutes } from './features/cars/routes'
import { checkoutRoutes } from './features/checkout/routes'
import { sweepHolds } from './data/holds'
import { contactRoutes } from './features/contact/routes'
import { healthRoutes } from './features/health/routes'
import { locationRoutes } from './features/locations/routes'
import { notificationRoutes } from './features/notifications/routes'
import { consoleRoutes } from './features/console/routes'
import { publicSettings } from './features/settings/publicSettings'
import { settingsRoutes } from './features/settings/routes'
import { supplierRoutes } from './features/suppliers/routes'
import { userRoutes } from './features/users/routes'
import { createCaptcha } from './platform/adapters/captcha'
import type { AppContext } from './platform/http/context'
import { checkAntiForgery } from './platform/http/guards'
import { registerCompression } from './platform/http/compression'
import { createMailer, type Mailer } from './platform/adapters/mail'
import { createTestGateway, isTestGateway, type PaymentProvider } from './platform/adapters/payments'
import { createStripePayments } from './platform/adapters/stripePayments'
import { createWorker, type Worker } from './platform/jobs/worker'
import { mailJobs, messageIdOf } from './mail/jobs'
import { mailVoucher } from './features/bookings/voucher/send'
import { sendManageLink } from './features/bookings/guest/links'
import { startLiveNotifications } from './platform/liveNotifications'
import { createRateLimiter } from './platform/http/rateLimiter'
import { findActor, SESSION_COOKIE } from './platform/http/sessions'
import { createSocialVerifier } from './platform/adapters/social'
import { DEFAULT_WEB_DIST_DIR } from './paths'
import { AppError, sqlState } from './platform/http/errors'
import { logSerializers } from './platform/http/logging'
import { requestLanguage } from './platform/http/requestLanguage'
import { isWellFormedUrl } from './platform/http/requestUrl'
import { registerSecurityHeaders } from './platform/http/securityHeaders'
import type { Storage } from './platform/adapters/storage'
import { registerUploads, registerWebApp } from './platform/render/webApp'
import { loadServerRenderer, pageTemplate, registerServerRenderedPages } from './platform/render/serverRender'
import { isAppPage } from '@wheelbase/core/appPages'
import { IMAGE_MAX_BYTES } from './platform/http/uploads'

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

/** The test gateway keeps its records in the app's database. */
function attachGateway(provider: PaymentProvider, db: Database['db']): PaymentProvider {
  if (isTestGateway(provider)) provider.attach(db)
  return provider
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// 22021 character_not_in_repertoire, 22P05 untranslatable_character.
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

/** Builds the whole server from its dependencies, so tests use it through inject() without a port. */
export async function buildApp({
  config,
  database,
  storage,
  logger,
  mailer,
  payments,
  background = false,
  beforeRoutes,
}: AppDeps): Promise<FastifyInstance> {
  // Every message may name the minimum age ("You must be at least {{age}} years old.").
  // A field's own message names no field: the form that sent it shows its label ("Please fill in the field: ").
  const messageParams = { age: config.minAge, field: '', fields: '' }
  const sendError = (reply: FastifyReply, status: number, code: string, key: TMessageKey, params = {}, fields?: Record<string, string>) => {
    const language = requestLanguage(reply.request, config.defaultLanguage)
    return reply
      .status(status)
      .send({ error: { code, message: translateMessage(language, key, { ...messageParams, ...params }), ...(fields ? { fields } : {}) } })
  }

  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A captcha solution travels in the path of verify-recaptcha (spec section 7).
    routerOptions: { maxParamLength: 5000 },
    // The router refuses a path whose escapes do not decode before any hook runs: same answer as ours.
    frameworkErrors: (error, _req, reply) =>
      error.code === 'FST_ERR_BAD_URL' ? sendError(reply, 400, 'bad_url', 'api.badUrl') : sendError(reply, 400, 'bad_request', 'api.badRequest'),
  }).withTypeProvider<ZodTypeProvider>()
  beforeRoutes?.(app)
  app.decorate('contractCalls', new Map())
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // First of all hooks: an address whose escapes do not decode never reaches a route or parser.
  app.addHook('onRequest', async (req, reply) => {
    if (!isWellFormedUrl(req.url)) return sendError(reply, 400, 'bad_url', 'api.badUrl')
  })

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const language = requestLanguage(req, config.defaultLanguage)
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds))
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translateMessage(language, v, messageParams)]))
        : undefined
      return sendError(reply, error.statusCode, error.code, error.messageKey, error.params, fields)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Some calls answer their first problem alone, with its own code (a search's criteria).
      const firstIssue = req.routeOptions.config.contract?.firstIssue
      if (firstIssue) {
        const key = error.validation[0]?.message
        if (!isMessageKey(key)) return sendError(reply, 400, firstIssue.fallback, firstIssue.fallbackMessage)
        return sendError(reply, 400, firstIssue.codes[key] ?? firstIssue.fallback, key)
      }
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request'
        // A rule's own message (a period's, say) names the problem; zod's English never reaches a client.
        const key = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue'
        fields[name] ??= translateMessage(language, key, messageParams)
      }
      return sendError(reply, 400, 'validation_failed', 'api.badRequest', {}, fields)
    }
    // Text PostgreSQL cannot store (a NUL the schemas did not catch) is the client's input.
    if (UNSTORABLE_TEXT.has(sqlState(error) ?? '')) return sendError(reply, 400, 'bad_request', 'validation.invisibleCharacters')
    const status = error.statusCode ?? 500
    if (status === 429) return sendError(reply, 429, 'too_many_requests', 'api.tooManyRequests')
    if (status === 413) return sendError(reply, 413, 'payload_too_large', 'api.payloadTooLarge')
    if (status === 415) return sendError(reply, 415, 'unsupported_media_type', 'api.unsupportedMediaType')
    if (status >= 400 && status < 500)
      return sendError(
        reply,
        status === 404 ? 404 : 400,
        status === 404 ? 'not_found' : 'bad_request',
        status === 404 ? 'api.notFound' : 'api.badRequest',
      )
    req.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, 'internal', 'api.internal')
  })

  await registerSecurityHeaders(app, config)
  await app.register(cookie)
  // HTML and JSON answers go out compressed (the built assets are compressed ahead, by the build).
  registerCompression(app)
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } })

  const ctx: AppContext = {
    db: database.db,
    config,
    storage,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    captcha: createCaptcha(database.db, config.captcha),
    limiter: createRateLimiter(config.rateLimits.windowMs, database.pool),
    social: createSocialVerifier(config.social),
    payments: attachGateway(payments ?? (config.payments.stripe ? createStripePayments(config.payments.stripe) : createTestGateway()), database.db),
    live: await startLiveNotifications(database),
  }

  // Who is calling: the session cookie's user, for every API call. A state-changing call must
  // come from one of our own origins and, with a session, echo its anti-forgery token.
  app.decorateRequest('actor', null)
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return
    const changes = STATE_CHANGING.has(req.method)
    const origin = req.headers.origin
    // Same origin as the address the browser used (Host, or X-Forwarded-* behind a trusted
    // proxy), or one of the configured origins.
    const ownOrigin = `${req.protocol}://${req.host}`
    if (changes && origin !== undefined && origin !== ownOrigin && !config.allowedOrigins.includes(origin))
      return sendError(reply, 403, 'bad_origin', 'api.badOrigin')
    const token = req.cookies[SESSION_COOKIE]
    req.actor = token ? await findActor(database.db, token) : null
    if (changes && req.actor) checkAntiForgery(req, req.actor)
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wheelbase API',
        version: '0.1.0',
        description: 'The car-rental marketplace API. Errors answer { "error": { "code", "message" } }.',
      },
      servers: [{ url: config.publicUrl }],
      // Calls that need a session say so; state changes also echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  await app.register(healthRoutes, { db: database.db, config })
  await app.register(settingsRoutes, { config })
  await app.register(authRoutes, { ctx })
  await app.register(userRoutes, { ctx })
  await app.register(contactRoutes, { ctx })
  await app.register(locationRoutes, { ctx })
  await app.register(supplierRoutes, { ctx })
  await app.register(carRoutes, { ctx })
  await app.register(checkoutRoutes, { ctx })
  await app.register(bookingRoutes, { ctx })
  await app.register(notificationRoutes, { ctx })
  await app.register(consoleRoutes, { ctx })

  await registerUploads(app, storage.root)
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST_DIR
  // What the browser is told of the config: in the page, to the server's render and to its threads alike.
  const settings = publicSettings(config)
  const indexHtml = await registerWebApp(app, webDistDir, settings)
  const renderer =
    indexHtml && config.serverRender
      ? await loadServerRenderer(`${webDistDir}-server`, { threads: config.serverRenderThreads, settings, log: app.log })
      : null
  if (indexHtml && renderer) {
    app.addHook('onClose', () => renderer.close())
    registerServerRenderedPages(app, {
      db: database.db,
      render: renderer.render,
      redirect: renderer.redirect,
      template: pageTemplate(indexHtml.html),
      settings,
      defaultLanguage: config.defaultLanguage,
      fallback: indexHtml,
      secureCookies: config.publicUrl.startsWith('https:'),
    })
  }

  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a 404 (say, a chunk of a build replaced by a deploy), never the page:
    // a module script answered with HTML fails in a confusing way.
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/(api|uploads|assets)\//.test(req.url) &&
      !/\.(js|css|map|json|svg|png|webp|ico|txt)(\?|$)/.test(req.url)
    // A path that is no page of the app gets its "Nothing to see here!" page with a real 404.
    if (isPage && indexHtml) return indexHtml.send(req, reply, isAppPage(req.url.split('?')[0] ?? '/') ? 200 : 404)
    return sendError(reply, 404, 'not_found', 'api.notFound')
  })

  // Work after a commit: mails, the voucher, the sweeper (platform/jobs).
  const worker = createWorker(
    database,
    {
      ...mailJobs(ctx),
      'mail.voucher': ({ bookingId }, job) => mailVoucher(ctx, bookingId, messageIdOf(job)),
      'mail.manageLink': (payload, job) => sendManageLink(ctx, payload, messageIdOf(job)),
      'holds.sweep': async () => {
        await sweepHolds(database.db)
      },
    },
    app.log,
    {
      pollMs: background ? config.jobs.pollMs : null,
      leaseMs: config.jobs.leaseMs,
      maxAttempts: config.jobs.maxAttempts,
      sweepMs: background ? config.jobs.holdSweepMs : null,
    },
  )
  app.decorate('jobs', worker)
  app.addHook('onReady', async () => {
    if (config.jobs.run) await worker.start()
  })
  // Open event streams would keep the server from closing: end them first (browsers reconnect elsewhere).
  app.addHook('preClose', async () => ctx.live.close())
  app.addHook('onClose', async () => {
    // Work already taken is finished; what is queued waits in the database for the next start.
    await worker.stop()
    await database.close()
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker of durable work: tests wait for it with drain(). */
    jobs: Worker
  }
}
