import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/signInMethods'
import type { AppContext } from '../../appContext'
import { publicUser } from '../../data/users'
import { DomainError } from '../../domain/errors'
import { closePending, openSession, pendingOf } from '../../platform/http/pendingSignIn'
import { contractRoutes } from '../../platform/http/route'
import { deleteSession } from '../../platform/http/sessions'
import {
  addPasskey,
  completeSecondStep,
  confirmTotpSetup,
  enrolAtSignIn,
  passkeyCeremony,
  passkeySignIn,
  passkeySignInCeremony,
  removePasskey,
  removePassword,
  removeTotp,
  renamePasskey,
  replaceRecoveryCodes,
  secondStepCeremony,
  setSecondStep,
  setSignInPolicy,
  signInMethodsOf,
  signInPolicyOf,
  startTotpSetup,
} from './service'

const ok = { ok: true as const }

/** Passkeys and the staff's second step (record 0138). */
export async function signInMethodRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)

  /** The first step kept by the pending cookie; without it (or after 5 minutes) the sign-in starts over. */
  const pending = async (req: FastifyRequest) => {
    const found = await pendingOf(ctx.db, req, ctx.clock.now())
    if (!found) throw new DomainError('unauthorized', 'sign_in_expired', 'accounts.signInExpired')
    return found
  }

  await route(contracts.passkeySignInOptions, async ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return passkeySignInCeremony(ctx)
  })

  await route(contracts.passkeySignIn, async ({ body, actor, req, reply }) => {
    const user = await passkeySignIn(ctx, body, req.ip)
    if (actor) await deleteSession(ctx.db, actor.sessionId)
    await openSession(ctx, user._id, body.stayConnected, req, reply)
    return publicUser(user)
  })

  await route(contracts.secondStepPasskeyOptions, async ({ req, reply }) => {
    reply.header('cache-control', 'no-store')
    return secondStepCeremony(ctx, await pending(req))
  })

  await route(contracts.secondStepTotpSetup, async ({ req, reply }) => {
    reply.header('cache-control', 'no-store')
    return enrolAtSignIn(ctx, await pending(req))
  })

  await route(contracts.secondStep, async ({ body, actor, req, reply }) => {
    const first = await pending(req)
    const { user, recoveryCodes } = await completeSecondStep(ctx, first, body)
    await closePending(ctx.db, first, reply)
    if (actor) await deleteSession(ctx.db, actor.sessionId)
    await openSession(ctx, user._id, first.persistent, req, reply)
    reply.header('cache-control', 'no-store')
    return { ...publicUser(user), ...(recoveryCodes ? { recoveryCodes } : {}) }
  })

  await route(contracts.signInMethods, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return signInMethodsOf(ctx, actor)
  })

  await route(contracts.passkeyOptions, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return passkeyCeremony(ctx, actor)
  })
  await route(contracts.addPasskey, async ({ actor, body }) => addPasskey(ctx, actor, body))
  await route(contracts.renamePasskey, async ({ actor, params, body }) => renamePasskey(ctx, actor, params.id, body.name))
  await route(contracts.removePasskey, async ({ actor, params }) => {
    await removePasskey(ctx, actor, params.id)
    return ok
  })
  await route(contracts.removePassword, async ({ actor, body, req }) => {
    await removePassword(ctx, actor, body.password, req.ip)
    return ok
  })

  await route(contracts.setupTotp, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return startTotpSetup(ctx, actor)
  })
  await route(contracts.confirmTotp, async ({ actor, body, reply }) => {
    reply.header('cache-control', 'no-store')
    return { codes: await confirmTotpSetup(ctx, actor, body.code) }
  })
  await route(contracts.removeTotp, async ({ actor, body }) => {
    await removeTotp(ctx, actor, body.code)
    return ok
  })
  await route(contracts.newRecoveryCodes, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return { codes: await replaceRecoveryCodes(ctx, actor) }
  })
  await route(contracts.setSecondStep, async ({ actor, body }) => {
    await setSecondStep(ctx, actor, body.on)
    return ok
  })
  await route(contracts.getSignInPolicy, async () => signInPolicyOf(ctx))
  await route(contracts.setSignInPolicy, async ({ actor, body }) => {
    await setSignInPolicy(ctx, actor, body.suppliersSecondStep)
    return ok
  })
}
