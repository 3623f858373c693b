import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'

export type Flavor = 'pglite' | 'postgres'

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (as in CI). */
export const FLAVORS: Flavor[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export type TestDatabase = { flavor: Flavor; database: Database; dataDir: string; databaseUrl: string | undefined; cleanup(): Promise<void> }

export function tempDir(prefix = 'wheelbase-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix))
}

/**
 * A fresh database for the tests of one describe block: opened before them, removed after them.
 * The returned function gives it to the tests.
 */
export function freshDatabaseEach(flavor: Flavor): () => TestDatabase {
  let db: TestDatabase | undefined
  beforeAll(async () => {
    db = await freshDatabase(flavor)
  })
  afterAll(async () => db?.cleanup())
  return () => {
    if (!db) throw new Error('the database opens before the tests')
    return db
  }
}

/** A fresh, migrated, empty database of the given flavor, private to the caller. */
export async function freshDatabase(flavor: Flavor): Promise<TestDatabase> {
  const dataDir = tempDir()
  if (flavor === 'pglite') {
    cpSync(inject('pgliteTemplate'), path.join(dataDir), { recursive: true })
    rmSync(path.join(dataDir, '.ready'), { recursive: true, force: true })
    const database = await openDatabase({ dataDir })
    await migrateDatabase(database)
    return {
      flavor,
      database,
      dataDir,
      databaseUrl: undefined,
      async cleanup() {
        await database.close().catch(() => undefined)
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const { url, drop } = await createPostgresDatabase()
  const database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 25 })
  await migrateDatabase(database)
  return {
    flavor,
    database,
    dataDir,
    databaseUrl: url,
    async cleanup() {
      await database.close().catch(() => undefined)
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** An empty database on the TEST_DATABASE_URL server, dropped by `drop()`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL is not set')
  const name = `wheelbase_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}
