import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@wheelbase/core/schemas/common'
import {
  ZChangePasswordBody,
  ZCheckPasswordBody,
  ZOk,
  ZUpdateEmailNotificationsBody,
  ZUpdateLanguageBody,
  ZUpdateUserBody,
  ZUser,
} from '@wheelbase/core/schemas/auth'
import type { AppContext } from '../../platform/context'
import { requireActor, requireSelf } from '../../platform/guards'
import { readUploadedFile } from '../../platform/uploads'
import { publicUser } from '../auth/users'
import {
  AVATAR_MAX_BYTES,
  changePassword,
  checkPassword,
  deleteAvatar,
  deleteTokens,
  getUser,
  hasPassword,
  updateAvatar,
  updateEmailNotifications,
  updateLanguage,
  updateProfile,
} from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 413: ZApiError, 415: ZApiError, 429: ZApiError }
const ok = { ok: true as const }
const ZUserIdParams = z.object({ userId: z.uuid() })

/** Profile calls of spec section 7: each needs a session and acts only on the caller's own account (or an admin's choice). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['profile']

  app.get(
    '/api/user/:id',
    { schema: { tags, summary: 'A user', params: z.object({ id: z.uuid() }), response: { 200: ZUser, ...errors } } },
    async (req) => {
      requireSelf(req, req.params.id)
      return publicUser(await getUser(ctx, req.params.id))
    },
  )

  app.post(
    '/api/update-user',
    { schema: { tags, summary: 'Save profile fields', body: ZUpdateUserBody(ctx.config.minAge), response: { 200: ZUser, ...errors } } },
    async (req) => {
      requireSelf(req, req.body._id)
      return publicUser(await updateProfile(ctx, req.body._id, req.body))
    },
  )

  app.post(
    '/api/update-language',
    { schema: { tags, summary: "Save the user's language", body: ZUpdateLanguageBody, response: { 200: ZOk, ...errors } } },
    async (req) => {
      requireSelf(req, req.body.id)
      await updateLanguage(ctx, req.body.id, req.body.language)
      return ok
    },
  )

  app.post(
    '/api/update-email-notifications',
    { schema: { tags, summary: 'Turn email notifications on or off', body: ZUpdateEmailNotificationsBody, response: { 200: ZOk, ...errors } } },
    async (req) => {
      requireSelf(req, req.body._id)
      await updateEmailNotifications(ctx, req.body._id, req.body.enableEmailNotifications)
      return ok
    },
  )

  app.post(
    '/api/update-avatar/:userId',
    {
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "image", an image of at most 5 MB); stored as a 256×256 WebP',
        params: ZUserIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ avatar: z.string() }), ...errors },
      },
    },
    async (req) => {
      requireSelf(req, req.params.userId)
      const data = await readUploadedFile(req, AVATAR_MAX_BYTES)
      return { avatar: await updateAvatar(ctx, req.params.userId, data) }
    },
  )

  app.post(
    '/api/delete-avatar/:userId',
    { schema: { tags, summary: 'Remove the avatar', params: ZUserIdParams, response: { 200: ZOk, ...errors } } },
    async (req) => {
      requireSelf(req, req.params.userId)
      await deleteAvatar(ctx, req.params.userId)
      return ok
    },
  )

  app.get(
    '/api/has-password/:userId',
    {
      schema: {
        tags,
        summary: 'Whether the account has a password (social and guest accounts may not)',
        params: ZUserIdParams,
        response: { 200: z.object({ hasPassword: z.boolean() }), ...errors },
      },
    },
    async (req) => {
      requireSelf(req, req.params.userId)
      return { hasPassword: await hasPassword(ctx, req.params.userId) }
    },
  )

  app.post(
    '/api/check-password/:userId',
    {
      schema: {
        tags,
        summary: 'Pre-check of the current password (in the body, never in the URL)',
        params: ZUserIdParams,
        body: ZCheckPasswordBody,
        response: { 200: ZOk, ...errors },
      },
    },
    async (req) => {
      await checkPassword(ctx, requireActor(req), req.params.userId, req.body.password, req.ip)
      return ok
    },
  )

  app.post(
    '/api/change-password',
    { schema: { tags, summary: 'Change the password; ends the other sessions', body: ZChangePasswordBody, response: { 200: ZOk, ...errors } } },
    async (req) => {
      const actor = requireSelf(req, req.body._id)
      await changePassword(ctx, actor, req.body._id, req.body.password, req.body.newPassword, req.ip)
      return ok
    },
  )

  app.delete(
    '/api/delete-tokens/:userId',
    {
      schema: { tags, summary: "Invalidate the user's pending activation and reset links", params: ZUserIdParams, response: { 200: ZOk, ...errors } },
    },
    async (req) => {
      requireSelf(req, req.params.userId)
      await deleteTokens(ctx, req.params.userId)
      return ok
    },
  )
}
