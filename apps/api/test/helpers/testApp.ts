import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDeps } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import { localStorage } from '../../src/platform/adapters/storage'
import { startSmtpSink, type SmtpSink } from './smtp'
import { freshDatabase, type Flavor, type TestDatabase } from './testDatabase'

export type TestApp = { app: FastifyInstance; config: Config; db: TestDatabase; close(): Promise<void> }

/** The real app on a fresh database, used through app.inject() (no port). */
export async function buildTestApp(
  flavor: Flavor,
  env: Record<string, string> = {},
  /** Runs before any route is registered (an onRoute hook sees them all). */
  beforeRoutes?: (app: FastifyInstance) => void,
  deps: Partial<Pick<AppDeps, 'payments' | 'storage'>> = {},
): Promise<TestApp> {
  const db = await freshDatabase(flavor)
  const config = testConfig(db.dataDir, env)
  const app = await buildApp({ config, database: db.database, storage: localStorage(db.dataDir), ...deps, ...(beforeRoutes ? { beforeRoutes } : {}) })
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

/** The configuration of a test app: quiet, no demo data, no web build; `env` adds to it. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED: 'none',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  })
}

export type MailTestApp = TestApp & { smtp: SmtpSink }

/**
 * The app with mail going to a real loopback SMTP server and a quick captcha, as the account
 * tests need; close() stops both.
 */
export async function buildMailTestApp(flavor: Flavor, env: Record<string, string> = {}, deps: Pick<AppDeps, 'payments'> = {}): Promise<MailTestApp> {
  const smtp = await startSmtpSink()
  const t = await buildTestApp(flavor, { SMTP_URL: smtp.url, CAPTCHA_MAX_NUMBER: '2000', ...env }, undefined, deps)
  return {
    ...t,
    smtp,
    async close() {
      await t.close()
      await smtp.close()
    },
  }
}
