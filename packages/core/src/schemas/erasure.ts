import { z } from 'zod'

export { ZIdParams as ZErasureParams } from './common'

/**
 * Deleting one's own account (issue 46, record 0136): with the password when the account has one,
 * else within minutes of a fresh sign-in. The account and its personal data are erased; its
 * bookings keep the driver's name only, and its reviews stay as a former driver's.
 */
export const ZDeleteAccountBody = z.object({ password: z.string().max(200).optional() })
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>

export const ZErased = z.object({ erased: z.literal(true) })

/** How long personal data is kept, as the personal-data page states it (the server's configuration). */
export const ZRetention = z.object({
  /** Days after drop-off when a booking keeps its driver's name only, and a guest's account is erased. */
  personalDataDays: z.number().int().positive(),
  /** Days after which an account never activated, with no booking to keep, is removed. */
  unactivatedAccountDays: z.number().int().positive(),
})
export type TRetention = z.infer<typeof ZRetention>

/** How recent a sign-in must be for an account without a password to delete itself. */
export const FRESH_SIGN_IN_MINUTES = 10
