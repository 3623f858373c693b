import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { LANGUAGES } from '@wheelbase/core/languages'
import { isKnownCurrency, KNOWN_CURRENCIES } from '@wheelbase/core/currencies'
import { parseStorageUrl } from './platform/adapters/storageLocation'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const optionalUrl = z.url().optional()

/** Every setting the server reads from its environment (docs/configuration.md lists them, checked by a test). */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // Two connections per core: more sessions than that only queue on the CPUs (measured with
  // npm run bench:search: p95 fell from 53 to 44 ms with 4 instead of 10 on two cores).
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(Math.max(4, 2 * availableParallelism())),
  PGLITE_FSYNC: bool.default(true),
  PUBLIC_URL: optionalUrl,
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default('en'),
  LANGUAGE_FROM_LOCATION: bool.default(false),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR')
    .default('EUR'),
  // The currencies drivers may show prices in (record 0103), and the age past which a rate is not shown.
  DISPLAY_CURRENCIES: z
    .string()
    .default('EUR,USD,GBP,ILS,CNY')
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((codes) => codes.every(isKnownCurrency), `must list currencies among ${KNOWN_CURRENCIES.join(', ')}`),
  CURRENCY_RATES_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(8_760).default(96),
  // Hosts (host:port) an address typed in the console may reach over http or inside the network:
  // none in production (only https to public addresses); a test's local feed.
  OUTBOUND_ALLOW_HOSTS: z.string().default(''),
  MIN_AGE: z.coerce.number().int().min(16).max(99).default(21),
  // Online check-in (issue 45): the licence is erased this many days after drop-off; drivers not
  // checked in are reminded this many hours before pick-up.
  CHECK_IN_ERASE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CHECK_IN_REMINDER_HOURS: z.coerce.number().int().min(1).max(336).default(48),
  // Retention (issue 46, record 0136): a driver's details on a booking are erased this many days
  // after drop-off (a guest's account with them); an account never activated is removed after
  // UNACTIVATED_ACCOUNT_DAYS. The personal-data page states both.
  PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(30).max(3_650).default(1_095),
  UNACTIVATED_ACCOUNT_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PRICE_PERCENTAGE: z.coerce.number().min(0).max(100).default(0),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // JSON lines for machines; readable lines for a person at a terminal. `auto`: readable when the output is a terminal or in development.
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  CONTACT_EMAIL: z.email().default('support@wheelbase.example'),
  WEB_DIST_DIR: z.string().optional(),
  // The public pages rendered on the server (issue 13); off serves every page as the app's page, rendered in the browser.
  SERVER_RENDER: bool.default(true),
  // Threads that render those pages beside the one that answers requests; 0 renders in it. By default one per core beyond the first, at most 4.
  SERVER_RENDER_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  MAP_TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  ANALYTICS_SCRIPT_URL: z.url().default('https://www.googletagmanager.com/gtag/js'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Wheelbase <no-reply@wheelbase.example>'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  CAPTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  // Seals secrets kept in the database (authenticator-app keys); unset: a key the server makes once and keeps there.
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js?render=explicit'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  // Push notices (record 0148): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
  // gives), unset: a pair the server makes once and keeps in the database; the contact push
  // services may write to; and the push services' addresses a browser's subscription may name.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  PUSH_SERVICES: z
    .string()
    .default('https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.push.apple.com,https://*.notify.windows.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_SDK_URL: z.url().default('https://accounts.google.com/gsi/client'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  APPLE_SDK_URL: z.url().default('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  FACEBOOK_SDK_URL: z.url().default('https://connect.facebook.net/en_US/sdk.js'),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PASSWORD_RESET: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_VALIDATE_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESEND: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CHECK_PASSWORD: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_DATA_EXPORT: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_SECOND_STEP: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_UPLOAD: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CHECKOUT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_MANAGE_LINK: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_REVIEW: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_VITALS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CALENDAR_FEED: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  // Durable work (platform/jobs): how often a worker looks for due work besides being woken, how
  // long a taken item is its worker's before another may take it, tries before it is parked.
  // false: this instance queues work but runs none (another instance's worker does).
  RUN_WORKER: bool.default(true),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  // The longest the worker waits for a gap between requests before its next item (platform/jobs/pace.ts); 0: never waits.
  JOB_YIELD_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // The period rules (core periodProblem): the longest rental, and how far ahead a pick-up may be.
  MAX_RENTAL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  MAX_ADVANCE_DAYS: z.coerce.number().int().min(1).max(3_650).default(730),
  // Unpaid pay-later bookings one driver may have open at once.
  MAX_OPEN_PAY_LATER: z.coerce.number().int().min(1).max(1_000).default(3),
  STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(8),
  STORAGE_URL: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const location = parseStorageUrl(text)
      if (!('problem' in location)) return location
      ctx.addIssue({ code: 'custom', message: location.problem })
      return z.NEVER
    }),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a loopback fake in tests); Stripe's own by default. */
  STRIPE_API_URL: z.url().optional(),
  // A clock browser tests may move forward (POST /api/test/clock); refused in production.
  TEST_CLOCK: bool.default(false),
})

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Wheelbase cannot start: the configuration is not valid.\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment once; a bad value stops the start with one message naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ZEnv.superRefine((e, ctx) => {
    for (const key of ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] as const)
      if (e.CAPTCHA_PROVIDER === 'recaptcha' && !e[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CAPTCHA_PROVIDER=recaptcha' })
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
      ctx.addIssue({ code: 'custom', path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'is required with its pair' })
    if (e.TEST_CLOCK && e.NODE_ENV === 'production')
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'is for test servers only: set NODE_ENV=test or development' })
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (e.PAYMENT_PROVIDER === 'stripe' && !e[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' })
  }).safeParse(cleaned)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.')
      return `${key}: ${issue.message} (got ${JSON.stringify(cleaned[key] ?? null)})`
    })
    throw new ConfigError(problems)
  }
  return configOf(parsed.data)
}

/** The server's settings, as the code reads them, from the checked environment. */
function configOf(e: z.output<typeof ZEnv>) {
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const origins = e.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean)
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    /** Where uploads are kept: the local disk (DATA_DIR/uploads) or an S3-compatible bucket. */
    storage: e.STORAGE_URL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteFsync: e.PGLITE_FSYNC,
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...origins])],
    trustProxy: e.TRUST_PROXY,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    languageFromLocation: e.LANGUAGE_FROM_LOCATION,
    currency: e.CURRENCY,
    /** The marketplace's currency first, then the others drivers may show prices in. */
    displayCurrencies: [e.CURRENCY, ...e.DISPLAY_CURRENCIES.filter((code) => code !== e.CURRENCY)],
    currencyRatesMaxAgeHours: e.CURRENCY_RATES_MAX_AGE_HOURS,
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    checkIn: { eraseDays: e.CHECK_IN_ERASE_DAYS, reminderHours: e.CHECK_IN_REMINDER_HOURS },
    retention: { personalDataDays: e.PERSONAL_DATA_RETENTION_DAYS, unactivatedAccountDays: e.UNACTIVATED_ACCOUNT_DAYS },
    minAge: e.MIN_AGE,
    pricePercentage: e.PRICE_PERCENTAGE,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    contactEmail: e.CONTACT_EMAIL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    serverRender: e.SERVER_RENDER,
    /** Worker threads of the server's render (0: the main thread renders). */
    serverRenderThreads: e.SERVER_RENDER_THREADS ?? Math.min(4, Math.max(0, availableParallelism() - 1)),
    mapTilesUrl: e.MAP_TILES_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secretKey: e.SECRET_KEY,
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.PUSH_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
      /** Origins, `https://*.host` naming any subdomain of host. */
      services: e.PUSH_SERVICES.split(',')
        .map((service) => service.trim().replace(/\/$/, ''))
        .filter(Boolean),
    },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      // Without a configured key each process makes its own: fine for one process; several
      // instances behind a load balancer must share CAPTCHA_HMAC_KEY.
      hmacKey: e.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
      maxNumber: e.CAPTCHA_MAX_NUMBER,
      ...(e.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: e.RECAPTCHA_SITE_KEY } : {}),
      ...(e.RECAPTCHA_SECRET ? { recaptchaSecret: e.RECAPTCHA_SECRET } : {}),
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
      recaptchaScriptUrl: e.RECAPTCHA_SCRIPT_URL,
    },
    social: {
      ...(e.GOOGLE_CLIENT_ID
        ? { google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER, sdkUrl: e.GOOGLE_SDK_URL } }
        : {}),
      ...(e.APPLE_CLIENT_ID
        ? { apple: { clientId: e.APPLE_CLIENT_ID, jwksUrl: e.APPLE_JWKS_URL, issuer: e.APPLE_ISSUER, sdkUrl: e.APPLE_SDK_URL } }
        : {}),
      ...(e.FACEBOOK_APP_ID ? { facebook: { appId: e.FACEBOOK_APP_ID, graphUrl: e.FACEBOOK_GRAPH_URL, sdkUrl: e.FACEBOOK_SDK_URL } } : {}),
    },
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      signIn: e.RATE_LIMIT_SIGN_IN,
      signUp: e.RATE_LIMIT_SIGN_UP,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      validateEmail: e.RATE_LIMIT_VALIDATE_EMAIL,
      resend: e.RATE_LIMIT_RESEND,
      checkPassword: e.RATE_LIMIT_CHECK_PASSWORD,
      /** Data exports asked for per minute per account (one is prepared at a time anyway). */
      dataExport: e.RATE_LIMIT_DATA_EXPORT,
      /** Second-step tries per window per signing-in account, counted across instances on PostgreSQL. */
      secondStep: e.RATE_LIMIT_SECOND_STEP,
      contact: e.RATE_LIMIT_CONTACT,
      upload: e.RATE_LIMIT_UPLOAD,
      /** Checkouts per minute per IP and, separately, per account or guest email. */
      checkout: e.RATE_LIMIT_CHECKOUT,
      /** "Email me a link to my booking" per minute per IP and, separately, per email. */
      manageLink: e.RATE_LIMIT_MANAGE_LINK,
      review: e.RATE_LIMIT_REVIEW,
      vitals: e.RATE_LIMIT_VITALS,
      /** Calendar feed reads per minute per IP (apps poll a feed every few hours). */
      calendarFeed: e.RATE_LIMIT_CALENDAR_FEED,
    },
    jobs: {
      run: e.RUN_WORKER,
      pollMs: e.JOB_POLL_MS,
      yieldMs: e.JOB_YIELD_MS,
      leaseMs: e.JOB_LEASE_SECONDS * 1000,
      maxAttempts: e.JOB_MAX_ATTEMPTS,
      holdSweepMs: e.HOLD_SWEEP_SECONDS * 1000,
    },
    /** The period rules: the longest rental and the furthest pick-up, in days. */
    periods: { maxRentalDays: e.MAX_RENTAL_DAYS, maxAdvanceDays: e.MAX_ADVANCE_DAYS },
    maxOpenPayLater: e.MAX_OPEN_PAY_LATER,
    /** Live streams one account may hold open at once, over every instance; a newer one ends the oldest. */
    streamsPerAccount: e.STREAMS_PER_ACCOUNT,
    /** Prometheus metrics: on their own port, and/or at /metrics on the public one behind a bearer token; else not served. */
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    /** A movable clock for browser tests (never in production). */
    testClock: e.TEST_CLOCK,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      ...(e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL } }
        : {}),
    },
  }
}

/** The settings the code reads (inferred from the schema and configOf, never written twice). */
export type Config = ReturnType<typeof configOf>
