import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { BookingNotices } from './domain/notices'
import { createCaptcha, type Captcha } from './platform/adapters/captcha'
import { createMailer, type Mailer } from './platform/adapters/mail'
import { createTestGateway, isTestGateway, type PaymentProvider } from './platform/adapters/payments'
import { createSocialVerifier, type SocialVerifier } from './platform/adapters/social'
import type { Storage } from './platform/adapters/storage'
import { createStripePayments } from './platform/adapters/stripePayments'
import { systemClock, testClock, type Clock } from './platform/clock'
import { createRateLimiter, type RateLimiter } from './platform/http/rateLimiter'

/** What the use cases need from the outside world, passed in explicitly (never a global). */
export type AppContext = {
  db: Db
  config: Config
  mailer: Mailer
  captcha: Captcha
  limiter: RateLimiter
  storage: Storage
  social: SocialVerifier
  payments: PaymentProvider
  /** Tells a booking's driver or staff of an event: the notifications feature's, given by the composition root. */
  notices: BookingNotices
  /** The time the rules read (a test server's moves: platform/clock.ts). */
  clock: Clock
}

export type TContextDeps = {
  config: Config
  database: Database
  storage: Storage
  notices: BookingNotices
  mailer?: Mailer | undefined
  payments?: PaymentProvider | undefined
}

/**
 * The outside world as configured: SMTP (or the mail folder), the captcha, the rate limiter, the
 * social sign-in verifiers, Stripe or the test gateway. A test replaces the mailer or the gateway.
 */
export function createAppContext({ config, database, storage, notices, mailer, payments }: TContextDeps, log: FastifyBaseLogger): AppContext {
  const provider = payments ?? (config.payments.stripe ? createStripePayments(config.payments.stripe) : createTestGateway())
  // The test gateway keeps its records in the app's database.
  if (isTestGateway(provider)) provider.attach(database.db)
  return {
    db: database.db,
    config,
    storage,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    captcha: createCaptcha(database.db, config.captcha),
    limiter: createRateLimiter(config.rateLimits.windowMs, database.pool),
    social: createSocialVerifier(config.social),
    payments: provider,
    notices,
    clock: config.testClock ? testClock() : systemClock,
  }
}
