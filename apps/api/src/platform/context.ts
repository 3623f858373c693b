import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Captcha } from './captcha'
import type { LiveNotifications } from './liveNotifications'
import type { Mailer } from './mail'
import type { PaymentProvider } from './payments'
import type { RateLimiter } from './rateLimiter'
import type { SocialVerifier } from './social'
import type { Storage } from './storage'

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
  /** Who has new notifications, across instances (platform/liveNotifications.ts). */
  live: LiveNotifications
}
