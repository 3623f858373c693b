import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../../../apps/api/src/db/client'

/** The local PostgreSQL server of the dev machines and CI; BENCH_POSTGRES_URL points elsewhere on loopback. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix))
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true })

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside the bench database). */
async function onServer(statement: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: `${SERVER_URL}/postgres`, dataDir: os.tmpdir(), poolSize: 1 })
  try {
    await queryRows(admin.db, sql.raw(statement))
  } finally {
    await admin.close()
  }
}

/** Why the local PostgreSQL server cannot be used, or undefined when it can. */
export async function postgresUnavailable(): Promise<string | undefined> {
  try {
    await onServer('SELECT 1')
    return undefined
  } catch (error) {
    return `${SERVER_URL}: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** Creates a fresh, uniquely named database for fn and drops it afterwards, whatever happens. */
export async function withFreshPostgres<T>(fn: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `wheelbase_bench_${randomBytes(4).toString('hex')}`
  await onServer(`CREATE DATABASE ${name}`)
  try {
    return await fn(`${SERVER_URL}/${name}`)
  } finally {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}
