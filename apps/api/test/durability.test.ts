import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from '../src/db/client'
import { fsyncCount } from '../src/db/durableNodeFs'
import { migrateDatabase } from '../src/db/migrate'
import { tempDir } from './helpers/testDatabase'

const setting = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) =>
  (await queryRows<Record<string, string>>(db, sql.raw(`SHOW ${name}`)))[0]?.[name]

describe('the embedded database on disk', () => {
  it('flushes every committed write to disk before answering', async () => {
    const database = await openDatabase({ dataDir: tempDir() })
    try {
      await migrateDatabase(database)
      expect(await setting(database.db, 'fsync')).toBe('on')
      expect(await setting(database.db, 'wal_sync_method')).toBe('fsync')
      await database.db.execute(sql`CREATE TABLE durable_probe (n int)`)
      for (let n = 0; n < 5; n++) {
        const before = fsyncCount()
        await database.db.execute(sql`INSERT INTO durable_probe VALUES (${n})`)
        expect(fsyncCount(), `commit ${n}`).toBeGreaterThan(before)
      }
      const before = fsyncCount()
      await database.db.execute(sql`SELECT count(*) FROM durable_probe`)
      expect(fsyncCount()).toBe(before) // a read syncs nothing
    } finally {
      await database.close()
    }
  })

  it('trusts the page cache only when told to (PGLITE_FSYNC=false)', async () => {
    const database = await openDatabase({ dataDir: tempDir(), durable: false })
    try {
      expect(await setting(database.db, 'fsync')).toBe('off')
    } finally {
      await database.close()
    }
  })
})
