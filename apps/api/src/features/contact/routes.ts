import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@wheelbase/core/schemas/common'
import { ZContactBody, ZOk } from '@wheelbase/core/schemas/auth'
import { contactMail } from '../../mail/templates'
import type { AppContext } from '../../platform/context'
import { badRequest } from '../../platform/errors'
import { enforceLimit } from '../../platform/rateLimiter'
import { findUserById } from '../auth/users'

/** The contact form: the mail goes to the configured address only, never to one from the request. */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/send-email',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a contact-form message to support',
        body: ZContactBody(false).partial({ email: true }),
        response: { 200: ZOk, 400: ZApiError, 429: ZApiError },
      },
    },
    async (req) => {
      enforceLimit(ctx.limiter, 'contact', req.ip, ctx.config.rateLimits.contact)
      const account = req.actor ? await findUserById(ctx.db, req.actor.userId) : undefined
      const body = ZContactBody(Boolean(account)).safeParse(req.body)
      if (!body.success) throw badRequest('validation_failed', 'api.badRequest', { email: 'validation.invalidEmail' })
      if (!(await ctx.captcha.verify(body.data.captcha, { consume: true, ip: req.ip })))
        throw badRequest('captcha_failed', 'validation.recaptchaError')
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
    },
  )
}
