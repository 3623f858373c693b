import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import type { AppContext } from '../../../appContext'
import { enforceLimit } from '../../../platform/http/rateLimiter'
import type { Actor } from '../../../domain/actor'

/** Checkouts per minute, per address and, apart, per account (a guest: per email). A 429 past either. */
export async function takeLimits(
  ctx: Pick<AppContext, 'limiter' | 'config'>,
  actor: Actor | null,
  body: Pick<TCheckoutBody, 'driver'>,
  ip: string,
): Promise<void> {
  await enforceLimit(ctx.limiter, 'checkout-ip', ip, ctx.config.rateLimits.checkout)
  await enforceLimit(ctx.limiter, 'checkout-account', actor?.userId ?? body.driver.email, ctx.config.rateLimits.checkout)
}
