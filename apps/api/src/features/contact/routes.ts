import type { FastifyInstance } from 'fastify'
import { sendContactMessage } from '@wheelbase/core/contracts/contact'
import { ZContactBody } from '@wheelbase/core/schemas/auth'
import { findUserById } from '../../data/users'
import { contactMail } from '../../mail/templates'
import type { AppContext } from '../../platform/context'
import { badRequest } from '../../platform/errors'
import { enforceLimit } from '../../platform/rateLimiter'
import { contractRoutes } from '../../platform/route'

/** The contact form: the mail goes to the configured address only, never to one from the request. */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(sendContactMessage, async ({ body: sent, actor, req }) => {
    await enforceLimit(ctx.limiter, 'contact', req.ip, ctx.config.rateLimits.contact)
    const account = actor ? await findUserById(ctx.db, actor.userId) : undefined
    // A visitor must give an address to answer; a signed-in user is answered at the account's.
    const body = ZContactBody(Boolean(account)).safeParse(sent)
    if (!body.success) throw badRequest('validation_failed', 'api.badRequest', { email: 'validation.invalidEmail' })
    if (!(await ctx.captcha.verify(body.data.captcha, { consume: true, ip: req.ip }))) throw badRequest('captcha_failed', 'validation.recaptchaError')
    const replyTo = account?.email ?? body.data.email ?? ''
    await ctx.mailer.send({
      ...contactMail(ctx.config.defaultLanguage, ctx.config.contactEmail, {
        subject: body.data.subject,
        message: body.data.message,
        email: replyTo,
        ...(account ? { account: { name: account.fullName, email: account.email } } : {}),
      }),
    })
    return { ok: true as const }
  })
}
