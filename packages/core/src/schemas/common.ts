import { z } from 'zod'

/** Every error the API answers has this body (DESIGN.md section 4). */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type TApiError = z.infer<typeof ZApiError>

export const ZId = z.uuid()

/** A record named in the path: /api/user/:id, /api/locations/:id. */
export const ZIdParams = z.object({ id: ZId })
/** An account named in the path: /api/update-avatar/:userId. */
export const ZUserIdParams = z.object({ userId: ZId })

export const ZHealth = z.object({ status: z.literal('ok') })
