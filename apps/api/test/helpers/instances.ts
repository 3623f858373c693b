import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { openDatabase, type Database } from '../../src/db/client'
import { localStorage, type Storage } from '../../src/platform/adapters/storage'
import { tempDir, type TestDatabase } from './testDatabase'

/** One API process as behind a load balancer: its app, listening on a loopback port at `base`, and its own data folder. */
export type Instance = { app: FastifyInstance; base: string; dataDir: string }

type Options = {
  env?: Record<string, string>
  /** Where the instance keeps pictures (each opens its own); its own local folder by default. */
  storage?: (dataDir: string) => Promise<Storage>
}

/** The app on `database`, listening on a free loopback port: quiet, no demo data, no web build. */
export async function startInstance(database: Database, dataDir: string, databaseUrl: string | undefined, options: Options = {}): Promise<Instance> {
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED: 'none',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  }
  const config = loadConfig(databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env)
  const storage = options.storage ? await options.storage(dataDir) : localStorage(dataDir)
  const app = await buildApp({ config, database, storage })
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }), dataDir }
}

/**
 * A test's instances on `t`: the first on t's own connection, and on PostgreSQL a second one with
 * its own pool and data folder, as a second machine would be. Each closes its database with its app.
 */
export async function startInstances(t: TestDatabase, options: Options = {}): Promise<Instance[]> {
  const instances = [await startInstance(t.database, t.dataDir, t.databaseUrl, options)]
  if (t.databaseUrl) {
    const dataDir = tempDir()
    const second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir, poolSize: 4 })
    instances.push(await startInstance(second, dataDir, t.databaseUrl, options))
  }
  return instances
}

/**
 * Runs the durable work due on every instance until none of them has any left. The instances share
 * one queue and each worker also wakes on its own when work is queued, so one instance's drain can
 * return while another still runs an item (or the item that one queues): each drains in turn, again
 * and again, until a whole round ran nothing.
 */
export async function drainAll(instances: Instance[]): Promise<void> {
  for (;;) {
    let ran = 0
    for (const instance of instances) ran += await instance.app.jobs.drain()
    if (ran === 0) return
  }
}
