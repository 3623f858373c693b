import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { serverKeys } from '../db/schema'

/**
 * Secrets the server must read back (an authenticator app's key) are kept sealed: AES-256-GCM
 * under a key derived for their purpose from the server's key, so a copy of the table alone gives
 * nothing. The server's key is SECRET_KEY when configured, else one the server makes once and
 * keeps in `server_keys`, the same for every instance on one database (record 0138).
 */
export type Sealer = { seal(text: string): string; unseal(sealed: string): string }

const VERSION = 'v1'

export function sealerOf(serverKey: Buffer, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), `wheelbase:${purpose}`, 32))
  return {
    seal(text) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
    },
    unseal(sealed) {
      const [version, iv, body, tag] = sealed.split('.')
      if (version !== VERSION || !iv || !body || !tag) throw new Error('not a sealed value')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    },
  }
}

const kept = new WeakMap<Db, Map<string, Promise<string>>>()

/**
 * A value kept once in `server_keys` under `name`: the first instance to ask makes it with `make`
 * and inserts it if absent; every instance then reads back the one that won. The promise is kept
 * per database and dropped on failure, so a later call tries again.
 */
export function keptKey(db: Db, name: string, make: () => string | Promise<string>): Promise<string> {
  let byName = kept.get(db)
  if (!byName) kept.set(db, (byName = new Map()))
  let value = byName.get(name)
  if (!value) {
    value = (async () => {
      await db
        .insert(serverKeys)
        .values({ name, key: await make() })
        .onConflictDoNothing()
      const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, name))
      if (!row) throw new Error(`the ${name} key could not be kept`)
      return row.key
    })()
    const names = byName
    value.catch(() => names.delete(name))
    byName.set(name, value)
  }
  return value
}

/** The server's key: the configured one, or the one kept in the database (made by the first instance to ask). */
export async function serverKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8')
  return Buffer.from(await keptKey(db, 'sealing', () => randomBytes(32).toString('base64url')), 'base64url')
}

/** The sealer of authenticator-app secrets. */
export const totpSealer = async (db: Db, configured: string | undefined): Promise<Sealer> => sealerOf(await serverKey(db, configured), 'totp')
