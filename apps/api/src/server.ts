import type { FastifyServerOptions } from 'fastify'
import { buildApp } from './app'
import type { Config } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { seedDemo, writeDemoImages } from './db/seed/seed'
import { openStorage } from './platform/adapters/openStorage'
import type { Storage } from './platform/adapters/storage'

/** Opens the database, applies migrations, seeds the demo on first start, builds the app. */
export async function createServer(config: Config, { logger }: { logger?: FastifyServerOptions['logger'] } = {}) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    durable: config.pgliteFsync,
  })
  let storage: Storage | null = null
  try {
    await migrateDatabase(database)
    storage = await openStorage(config.storage, config.dataDir)
    if (config.seed === 'demo') {
      const seeded = await seedDemo(database, storage, { currency: config.currency, secretKey: config.secretKey })
      if (!seeded) await writeDemoImages(storage)
    }
    const app = await buildApp({ config, database, storage, background: true, logger })
    return { app, database }
  } catch (error) {
    await database.close()
    await storage?.close()
    throw error
  }
}
