import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import { localStorage } from '../../src/platform/storage'
import { freshDatabase, type Flavor, type TestDatabase } from './testDatabase'

export type TestApp = { app: FastifyInstance; config: Config; db: TestDatabase; close(): Promise<void> }

/** The real app on a fresh database, used through app.inject() (no port). */
export async function buildTestApp(flavor: Flavor, env: Record<string, string> = {}): Promise<TestApp> {
  const db = await freshDatabase(flavor)
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: db.dataDir, WEB_DIST_DIR: '/nonexistent', ...env })
  const app = await buildApp({ config, database: db.database, storage: localStorage(db.dataDir) })
  await app.ready()
  return {
    app,
    config,
    db,
    async close() {
      await app.close()
      await db.cleanup()
    },
  }
}
