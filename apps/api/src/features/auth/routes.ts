import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@wheelbase/core/schemas/common'
import { ZActivateBody, ZAppType, ZEmail, ZEmailBody, ZOk, ZSignInBody, ZSignUpBody, ZSocialSignInBody, ZUser } from '@wheelbase/core/schemas/auth'
import type { AppContext } from '../../platform/context'
import { badRequest } from '../../platform/errors'
import { requireActor } from '../../platform/guards'
import { enforceLimit } from '../../platform/rateLimiter'
import { clearSessionCookies, createSession, deleteSession, setSessionCookies } from '../../platform/sessions'
import { sendAccountLink } from './accountLinks'
import { activate, checkToken, resend, signIn, signUp, socialSignIn, validateEmail } from './service'
import { findUserById, publicUser } from './users'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError }
const ok = { ok: true as const }

/** Account calls of spec section 7 (same methods and paths). */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['accounts']

  app.post(
    '/api/sign-up',
    {
      schema: {
        tags,
        summary: 'Create a driver account; sends the activation mail',
        body: ZSignUpBody(ctx.config.minAge),
        response: { 200: ZOk, ...errors },
      },
    },
    async (req) => {
      await signUp(ctx, req.body, req.ip)
      return ok
    },
  )

  app.get(
    '/api/check-token/:appType/:userId/:email/:token',
    {
      schema: {
        tags,
        summary: 'Is this activation or reset link still valid? 400 token_expired when it expired',
        params: z.object({ appType: ZAppType, userId: z.uuid(), email: ZEmail, token: z.string().min(10).max(200) }),
        response: { 200: z.object({ ok: z.literal(true), needsPassword: z.boolean() }), ...errors },
      },
    },
    async (req) => {
      const user = await checkToken(ctx, req.params.userId, req.params.email, req.params.token)
      // An account made without a password (guest checkout) chooses one on the activation page.
      return { ok: true as const, needsPassword: !user.passwordHash }
    },
  )

  app.post(
    '/api/resend/:appType/:email/:reset',
    {
      schema: {
        tags,
        summary: 'Send the activation link again, or (reset=true) a password-reset link',
        params: z.object({ appType: ZAppType, email: ZEmail, reset: z.enum(['true', 'false']) }),
        response: { 200: ZOk, ...errors },
      },
    },
    async (req) => {
      await resend(ctx, req.params.email, req.params.reset === 'true', req.ip)
      return ok
    },
  )

  app.post(
    '/api/activate',
    {
      schema: {
        tags,
        summary: 'Use a one-time link: activate the account, and set a password when given',
        body: ZActivateBody,
        response: { 200: ZOk, ...errors },
      },
    },
    async (req) => {
      await activate(ctx, req.body)
      return ok
    },
  )

  app.post(
    '/api/validate-email',
    { schema: { tags, summary: '200 when the address is free, 409 when already registered', body: ZEmailBody, response: { 200: ZOk, ...errors } } },
    async (req) => {
      await validateEmail(ctx, req.body.email, req.ip)
      return ok
    },
  )

  app.post(
    '/api/sign-in/frontend',
    { schema: { tags, summary: 'Sign in; sets the session and anti-forgery cookies', body: ZSignInBody, response: { 200: ZUser, ...errors } } },
    async (req, reply) => {
      const user = await signIn(ctx, req.body, req.ip)
      if (req.actor) await deleteSession(ctx.db, req.actor.sessionId)
      setSessionCookies(reply, ctx.config, await createSession(ctx.db, user._id, req.body.stayConnected))
      return publicUser(user)
    },
  )

  app.post(
    '/api/social-sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google or Apple id token, or a Facebook access token',
        body: ZSocialSignInBody,
        response: { 200: ZUser, ...errors },
      },
    },
    async (req, reply) => {
      enforceLimit(ctx.limiter, 'sign-in-ip', req.ip, ctx.config.rateLimits.signIn)
      const user = await socialSignIn(ctx, req.body)
      if (req.actor) await deleteSession(ctx.db, req.actor.sessionId)
      setSessionCookies(reply, ctx.config, await createSession(ctx.db, user._id, req.body.stayConnected))
      return publicUser((await findUserById(ctx.db, user._id)) ?? user)
    },
  )

  app.post('/api/sign-out', { schema: { tags, summary: 'End the session', response: { 200: ZOk, ...errors } } }, async (req, reply) => {
    if (req.actor) await deleteSession(ctx.db, req.actor.sessionId)
    clearSessionCookies(reply)
    return ok
  })

  app.post(
    '/api/validate-access-token',
    { schema: { tags, summary: '200 while the session is valid, else 401', response: { 200: ZOk, ...errors } } },
    async (req) => {
      requireActor(req)
      return ok
    },
  )

  app.post(
    '/api/resend-link',
    { schema: { tags, summary: 'Send the signed-in user a new activation link', response: { 200: ZOk, ...errors } } },
    async (req) => {
      const actor = requireActor(req)
      enforceLimit(ctx.limiter, 'resend', req.ip, ctx.config.rateLimits.resend)
      const user = await findUserById(ctx.db, actor.userId)
      if (!user) throw badRequest()
      if (!user.verified) await sendAccountLink(ctx, user, 'activate')
      return ok
    },
  )

  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags,
        summary: 'A proof-of-work captcha challenge (ALTCHA protocol)',
        response: {
          200: z.object({ algorithm: z.literal('SHA-256'), challenge: z.string(), maxnumber: z.number(), salt: z.string(), signature: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return ctx.captcha.challenge()
    },
  )

  app.post(
    '/api/verify-recaptcha/:token/:ip',
    {
      schema: {
        tags,
        summary: 'Pre-check of a captcha solution (not spent: the real action checks it again)',
        params: z.object({ token: z.string().min(1).max(4000), ip: z.string().max(64) }),
        response: { 200: ZOk, ...errors },
      },
    },
    async (req) => {
      // The address in the path is ignored: the client's address is the request's own.
      if (!(await ctx.captcha.verify(req.params.token, { consume: false, ip: req.ip })))
        throw badRequest('captcha_failed', 'validation.recaptchaError')
      return ok
    },
  )
}
