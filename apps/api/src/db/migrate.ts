import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { MIGRATIONS_DIR } from '../paths'
import type { Database } from './client'

/** Advisory lock keys; any two distinct integers shared by every instance. */
export const MIGRATION_LOCK_KEY = 7_420_001

/** Applies the committed SQL migrations; safe when many instances start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    const config = { migrationsFolder: MIGRATIONS_DIR }
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config)
    else await migrateNodePg(database.db as unknown as NodePgDatabase, config)
  })
}
