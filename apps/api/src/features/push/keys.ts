import webpush from 'web-push'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { keptKey, sealerOf, serverKey } from '../../platform/sealing'

export type TVapidKeys = { publicKey: string; privateKey: string }

/**
 * The VAPID key pair (record 0148): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else
 * a pair the first instance to ask makes and keeps in `server_keys` (the private key sealed), the
 * same for every instance on one database: a browser's subscription names the public key, so it
 * must outlive a restart.
 */
export function vapidKeys(db: Db, config: Pick<Config, 'push' | 'secretKey'>): Promise<TVapidKeys> {
  if (config.push.vapid) return Promise.resolve(config.push.vapid)
  let keys = unsealed.get(db)
  if (!keys) {
    keys = keptPair(db, config.secretKey)
    keys.catch(() => unsealed.delete(db)) // a failure is tried again by the next push
    unsealed.set(db, keys)
  }
  return keys
}

/** The pair once unsealed, per database: a push sent does not decrypt the private key again. */
const unsealed = new WeakMap<Db, Promise<TVapidKeys>>()

async function keptPair(db: Db, secretKey: string | undefined): Promise<TVapidKeys> {
  const sealer = sealerOf(await serverKey(db, secretKey), 'vapid')
  const key = await keptKey(db, 'vapid', () => {
    const made = webpush.generateVAPIDKeys()
    return `${made.publicKey}.${sealer.seal(made.privateKey)}`
  })
  const [publicKey, ...sealed] = key.split('.')
  if (!publicKey || !sealed.length) throw new Error('the VAPID keys could not be kept')
  return { publicKey, privateKey: sealer.unseal(sealed.join('.')) }
}
