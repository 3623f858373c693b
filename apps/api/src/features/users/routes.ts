import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/profile'
import { publicUser } from '../../data/users'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { readUpload } from '../../platform/http/uploads'
import * as users from './service'

const ok = { ok: true as const }

/** Profile calls of spec section 7: the services decide whose account the actor may reach. */
export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)

  await route(contracts.getUser, async ({ actor, params }) => publicUser(await users.getUser(ctx, actor, params.id)))

  await route(contracts.updateUser, async ({ actor, body }) => publicUser(await users.updateProfile(ctx, actor, body._id, body)))

  await route(contracts.updateLanguage, async ({ actor, body }) => {
    await users.updateLanguage(ctx, actor, body.id, body.language)
    return ok
  })

  await route(contracts.updateEmailNotifications, async ({ actor, body }) => {
    await users.updateEmailNotifications(ctx, actor, body._id, body.enableEmailNotifications)
    return ok
  })

  await route(contracts.updateAvatar, async ({ actor, params, req, reply }) => {
    const data = await readUpload(ctx, actor, req, reply)
    return { avatar: await users.updateAvatar(ctx, actor, params.userId, data) }
  })

  await route(contracts.deleteAvatar, async ({ actor, params }) => {
    await users.deleteAvatar(ctx, actor, params.userId)
    return ok
  })

  await route(contracts.hasPassword, async ({ actor, params }) => ({ hasPassword: await users.hasPassword(ctx, actor, params.userId) }))

  await route(contracts.checkPassword, async ({ actor, params, body, req }) => {
    await users.checkPassword(ctx, actor, params.userId, body.password, req.ip)
    return ok
  })

  await route(contracts.changePassword, async ({ actor, body, req }) => {
    await users.changePassword(ctx, actor, body._id, body.password, body.newPassword, req.ip)
    return ok
  })

  await route(contracts.deleteTokens, async ({ actor, params }) => {
    await users.deleteTokens(ctx, actor, params.userId)
    return ok
  })
}
