import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { MIGRATIONS_DIR } from '../src/paths'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}

/**
 * Opening a new PGlite directory takes ~3 s, reopening one ~0.3 s: migrate a template once per
 * set of migrations, and let each test file start from a copy of it.
 */
export default async function setup(project: TestProject): Promise<void> {
  // Keyed by every migration's text: a migration edited in place gets a template of its own.
  const hash = createHash('sha256').update(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'))
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)))
  const key = hash.digest('hex').slice(0, 12)
  const dir = path.join(os.tmpdir(), `wheelbase-pglite-template-${key}`)
  const ready = path.join(dir, '.ready')
  if (!existsSync(ready)) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const database = await openDatabase({ dataDir: dir })
    await migrateDatabase(database)
    await database.close()
    rmSync(path.join(dir, 'wheelbase.lock'), { force: true })
    mkdirSync(ready)
  }
  project.provide('pgliteTemplate', dir)
}
