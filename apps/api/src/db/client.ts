import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { acquireDataDirLock } from './dataDirLock'
import { DURABLE_CONF, durableOptions } from './durableNodeFs'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  kind: 'pglite' | 'postgres'
  db: Db
  /** The connection pool on PostgreSQL (shared stores use it: rate limits, later LISTEN/NOTIFY). */
  pool?: pg.Pool
  /**
   * LISTEN on a channel: onPayload gets each NOTIFY's payload, from this process or any other on
   * the same database (PGlite: this process only, which is all there is). Returns the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** Runs fn while holding a PostgreSQL advisory lock, on one connection. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined
  dataDir: string
  poolSize?: number
  /** Embedded database only: fsync every commit (default), or trust the OS page cache (PGLITE_FSYNC=false). */
  durable?: boolean
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir, options.durable ?? true)
}

async function openPglite(dataDir: string, durable: boolean): Promise<Database> {
  const lock = acquireDataDirLock(dataDir)
  try {
    const dir = path.join(dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    // PGlite's PostgreSQL is WebAssembly. V8 compiles its busy functions a second time with its
    // optimizing compiler, which kept some 80 MB more resident and made our queries no faster
    // (record 0112): the baseline compiler's code only. It applies to modules compiled from now
    // on, in this process; the web app's render threads run no WebAssembly.
    setFlagsFromString('--liftoff-only')
    // PostgreSQL's 128 MB default shared_buffers is most of the server's memory inside WASM;
    // the embedded marketplace's working set fits well in 32 MB (RSS 356 MB → ~250 MB).
    const memory = ['shared_buffers = 32MB', 'work_mem = 4MB', 'wal_buffers = 1MB']
    const client = durable
      ? await PGlite.create({ ...durableOptions(dir), extensions: { btree_gist }, postgresqlconf: [...memory, ...DURABLE_CONF] })
      : await PGlite.create(dir, { extensions: { btree_gist }, postgresqlconf: memory })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    return {
      kind: 'pglite',
      db,
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      // One connection: the lock is taken and released on the session that runs fn.
      async withAdvisoryLock(key, fn) {
        await client.query('SELECT pg_advisory_lock($1)', [key])
        try {
          return await fn()
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key])
        }
      },
      async close() {
        try {
          await client.close()
        } finally {
          lock.release()
        }
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined)
  await pool.query('SELECT 1')
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  pools.set(db, pool)
  return {
    kind: 'postgres',
    db,
    pool,
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    async withAdvisoryLock(key, fn) {
      const lockClient = await pool.connect()
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [key])
        try {
          return await fn()
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [key])
        }
      } finally {
        lockClient.release()
      }
    },
    async close() {
      await pool.end()
    },
  }
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to others); when it drops,
 * it is opened again after a pause, growing to 30 s, until the listener is closed.
 */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let closed = false
  let pause = 500
  let retry: NodeJS.Timeout | undefined
  const reconnect = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      // Whatever was sent while the connection was down is lost: '*' tells the listener to read everything again.
      connect().then(() => onPayload('*'), reconnect)
    }, pause)
    pause = Math.min(pause * 2, 30_000)
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload)
    })
    next.on('error', () => undefined)
    next.on('end', () => {
      if (client === next) client = null
      reconnect()
    })
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
    pause = 500
  }
  await connect()
  return async () => {
    closed = true
    clearTimeout(retry)
    await client?.end()
  }
}

/** Rows of a raw SQL query; both drivers answer { rows }, drizzle's shared type does not say so. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** The pool behind each PostgreSQL Db (a transaction's Db or PGlite's has none). */
const pools = new WeakMap<Db, pg.Pool>()
const dialect = new PgDialect()
const statementNames = new Map<string, string>()
const PREPARED_TEXTS = 32

/**
 * Rows of a statement whose text does not change with its values, run on PostgreSQL as a named
 * prepared statement: each pooled connection parses and plans it once, and PostgreSQL may keep
 * one generic plan for it (record 0099). The name is the text's hash, so two texts never share
 * one. Elsewhere (PGlite, inside a transaction) as queryRows. For statements with few distinct
 * texts: a connection keeps each one it has prepared for its life, so past PREPARED_TEXTS texts a
 * new one runs unnamed.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const pool = pools.get(db)
  if (!pool) return queryRows<T>(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  let name = statementNames.get(text)
  if (name === undefined) {
    if (statementNames.size >= PREPARED_TEXTS) return queryRows<T>(db, query)
    name = `wb_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
    statementNames.set(text, name)
  }
  const result = await pool.query<T & pg.QueryResultRow>({ name, text, values: params })
  return result.rows
}
