import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/accounts'
import * as session from '@wheelbase/core/contracts/session'
import { findUserById } from '../../data/users'
import type { AppContext } from '../../appContext'
import { badRequest } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { contractRoutes } from '../../platform/http/route'
import { finishFirstStep } from '../../platform/http/pendingSignIn'
import { clearSessionCookies, deleteSession } from '../../platform/http/sessions'
import { activate, checkToken, resend, resendActivationLink, signIn, signUp, socialSignIn, validateEmail } from './service'

const ok = { ok: true as const }

/** Account calls of spec section 7 (same methods and paths). */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)

  await route(contracts.signUp, async ({ body, req }) => {
    await signUp(ctx, body, req.ip)
    return ok
  })

  await route(contracts.checkToken, async ({ params }) => {
    const user = await checkToken(ctx, params.userId, params.email, params.token)
    // An account made without a password (guest checkout) chooses one on the activation page.
    return { ok: true as const, needsPassword: !user.passwordHash }
  })

  await route(contracts.resend, async ({ params, req }) => {
    await resend(ctx, params.email, params.reset === 'true', req.ip)
    return ok
  })

  await route(contracts.activate, async ({ body }) => {
    await activate(ctx, body)
    return ok
  })

  await route(contracts.validateEmail, async ({ body, req }) => {
    await validateEmail(ctx, body.email, req.ip)
    return ok
  })

  await route(contracts.signIn, async ({ body, actor, req, reply }) => {
    const user = await signIn(ctx, body, req.ip)
    if (actor) await deleteSession(ctx.db, actor.sessionId)
    return finishFirstStep(ctx, user, body.stayConnected, req, reply)
  })

  await route(contracts.socialSignIn, async ({ body, actor, req, reply }) => {
    await enforceLimit(ctx.limiter, 'sign-in-ip', req.ip, ctx.config.rateLimits.signIn)
    const user = await socialSignIn(ctx, body)
    if (actor) await deleteSession(ctx.db, actor.sessionId)
    return finishFirstStep(ctx, (await findUserById(ctx.db, user._id)) ?? user, body.stayConnected, req, reply)
  })

  await route(session.signOut, async ({ actor, reply }) => {
    if (actor) await deleteSession(ctx.db, actor.sessionId)
    clearSessionCookies(reply)
    return ok
  })

  // The session check of the contract is the whole answer: 200 while valid, else 401.
  await route(session.validateAccessToken, async () => ok)

  await route(contracts.resendLink, async ({ actor, req }) => {
    await resendActivationLink(ctx, actor, req.ip)
    return ok
  })

  await route(session.captchaChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return ctx.captcha.challenge()
  })

  await route(contracts.verifyRecaptcha, async ({ params, req }) => {
    // The address in the path is ignored: the client's address is the request's own.
    if (!(await ctx.captcha.verify(params.token, { consume: false, ip: req.ip }))) throw badRequest('captcha_failed', 'validation.recaptchaError')
    return ok
  })
}
