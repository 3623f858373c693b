import type { z } from 'zod'
import { ZContactBody } from '@wheelbase/core/schemas/auth'
import { findUserById } from '../../data/users'
import type { AppContext } from '../../appContext'
import { badRequest } from '../../platform/http/errors'
import { enqueue, job } from '../../platform/jobs/queue'
import { enforceLimit } from '../../platform/http/rateLimiter'
import type { Actor } from '../../domain/actor'

type TContactInput = z.output<ReturnType<typeof ZContactBody>>

/**
 * A contact-form message to support. A visitor must give an address to be answered at; a
 * signed-in caller is answered at the account's own, whatever the form says. The mail goes to
 * the configured address only, never to one from the request; it is durable work, sent after the answer.
 */
export async function sendContactMessage(ctx: AppContext, actor: Actor | null, sent: Partial<TContactInput>, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, 'contact', ip, ctx.config.rateLimits.contact)
  const account = actor ? await findUserById(ctx.db, actor.userId) : undefined
  const body = ZContactBody(Boolean(account)).safeParse(sent)
  if (!body.success) throw badRequest('validation_failed', 'api.badRequest', { email: 'validation.invalidEmail' })
  if (!(await ctx.captcha.verify(body.data.captcha, { consume: true, ip }))) throw badRequest('captcha_failed', 'validation.recaptchaError')
  await enqueue(
    ctx.db,
    job('mail.contact', {
      subject: body.data.subject,
      message: body.data.message,
      email: account?.email ?? body.data.email ?? '',
      account: account ? { name: account.fullName, email: account.email } : null,
    }),
  )
}
