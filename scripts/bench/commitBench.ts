import { sql } from 'drizzle-orm'
import { openDatabase } from '../../apps/api/src/db/client'
import { removeDir, tempDir } from './search/databases'

const COMMITS = 300

/**
 * The raw price of durability on the embedded database: single-row commits, one after another,
 * with fsync on and off, interleaved twice. Milliseconds per commit, best round of each.
 */
export async function benchCommits(): Promise<{ onMs: number; offMs: number; commits: number }> {
  const best = { on: Infinity, off: Infinity }
  for (const mode of ['on', 'off', 'on', 'off'] as const) {
    const dataDir = tempDir('wheelbase-commit-bench-')
    const database = await openDatabase({ dataDir, durable: mode === 'on' })
    try {
      await database.db.execute(sql`CREATE TABLE commit_probe (n int, at timestamptz DEFAULT now())`)
      const t0 = performance.now()
      for (let n = 0; n < COMMITS; n++) await database.db.execute(sql`INSERT INTO commit_probe (n) VALUES (${n})`)
      best[mode] = Math.min(best[mode], (performance.now() - t0) / COMMITS)
    } finally {
      await database.close()
      removeDir(dataDir)
    }
  }
  return { onMs: best.on, offMs: best.off, commits: COMMITS }
}
