import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Captcha } from '../adapters/captcha'
import type { LiveNotifications } from '../liveNotifications'
import type { Mailer } from '../adapters/mail'
import type { PaymentProvider } from '../adapters/payments'
import type { RateLimiter } from './rateLimiter'
import type { SocialVerifier } from '../adapters/social'
import type { Storage } from '../adapters/storage'

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
