import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { serverKeys } from '../../db/schema'
import { sealerOf, serverKey } from '../../platform/sealing'

export type TVapidKeys = { publicKey: string; privateKey: string }

const kept = new WeakMap<Db, Promise<TVapidKeys>>()

/**
 * The VAPID key pair (record 0148): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else
 * a pair the first instance to ask makes and keeps in `server_keys` (the private key sealed), the
 * same for every instance on one database: a browser's subscription names the public key, so it
 * must outlive a restart.
 */
export function vapidKeys(db: Db, config: Pick<Config, 'push' | 'secretKey'>): Promise<TVapidKeys> {
  if (config.push.vapid) return Promise.resolve(config.push.vapid)
  let keys = kept.get(db)
  if (!keys) {
    keys = (async () => {
      const sealer = sealerOf(await serverKey(db, config.secretKey), 'vapid')
      const made = webpush.generateVAPIDKeys()
      await db
        .insert(serverKeys)
        .values({ name: 'vapid', key: `${made.publicKey}.${sealer.seal(made.privateKey)}` })
        .onConflictDoNothing()
      const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, 'vapid'))
      const [publicKey, ...sealed] = row?.key.split('.') ?? []
      if (!publicKey || !sealed.length) throw new Error('the VAPID keys could not be kept')
      return { publicKey, privateKey: sealer.unseal(sealed.join('.')) }
    })()
    keys.catch(() => kept.delete(db))
    kept.set(db, keys)
  }
  return keys
}
