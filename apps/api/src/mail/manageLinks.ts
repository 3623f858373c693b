import type { Config } from '../config'
import type { Db } from '../db/client'
import { bookingLinks } from '../db/schema'
import { hashToken, newToken } from '../platform/http/secrets'
import { pageAddress } from '@wheelbase/core/languagePaths'
import type { TLanguage } from '@wheelbase/core/languages'

/**
 * A one-time link to one booking, for its driver's mail: only the token's hash is kept, and the
 * token itself exists only in the mail made now. Opened once before `lifetimeMs` passes, it gives
 * that browser an hour with the booking (features/bookings/guest/links.ts).
 */
export async function issueManageLink(
  db: Pick<Db, 'insert'>,
  config: Pick<Config, 'publicUrl'>,
  bookingId: string,
  lifetimeMs: number,
  now: Date,
  language: TLanguage,
): Promise<string> {
  const token = newToken()
  await db
    .insert(bookingLinks)
    .values({ _id: crypto.randomUUID(), bookingId, kind: 'link', tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMs) })
  return pageAddress(config.publicUrl, language, `/booking/manage?token=${token}`)
}
