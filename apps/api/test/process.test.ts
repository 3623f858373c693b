import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { cars, users } from '../src/db/schema'
import { API_ROOT } from '../src/paths'
import { SERVER_NODE_FLAGS } from '../../../scripts/serverNodeFlags.mjs'
import { failedStart, startServer } from './helpers/serverProcess'
import { createPostgresDatabase, tempDir } from './helpers/testDatabase'

describe('the server process', () => {
  it('starts on an empty data dir, seeds it, and keeps secrets out of its logs', async () => {
    const dataDir = tempDir()
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      await fetch(`${server.url}/api/check-token/frontend/0f8b/jane%40example.com/TOKEN-s3cr3t`, { headers: { cookie: 'wb_session=COOKIE-s3cr3t' } })
      await fetch(`${server.url}/reset-password?token=QUERY-s3cr3t`)
    } finally {
      expect(await server.stop()).toBe(0)
    }
    const logs = server.output()
    // The heap cap of npm start (record 0113): V8 adds the young generation to the 512 MB.
    expect(Number(/"heapLimitMb":(\d+)/.exec(logs)?.[1])).toBeLessThan(600)
    expect(logs).toContain('/api/check-token/frontend/0f8b/[redacted]/[redacted]')
    expect(logs).not.toMatch(/s3cr3t|jane%40example|wb_session/)
  })

  it('is started by npm start with the flags the tests and the bench give it', () => {
    const manifest = JSON.parse(readFileSync(path.join(API_ROOT, '..', '..', 'package.json'), 'utf8')) as { scripts: { start: string } }
    expect(manifest.scripts.start.split(/\s+/)).toEqual(['node', ...SERVER_NODE_FLAGS, 'scripts/start.mjs'])
  })

  it('stops a second process on the same data dir with a clear message', async () => {
    const dataDir = tempDir()
    const first = await startServer({ DATA_DIR: dataDir, SEED: 'none' })
    try {
      const second = await failedStart({ DATA_DIR: dataDir, SEED: 'none' })
      expect(second.code).toBe(1)
      expect(second.output).toContain(`is in use by another Wheelbase process (pid ${first.child.pid})`)
    } finally {
      await first.stop()
    }
  })

  it('survives repeated start and stop, and a killed process, without losing or re-seeding data', async () => {
    const dataDir = tempDir()
    for (let round = 0; round < 3; round++) {
      const server = await startServer({ DATA_DIR: dataDir })
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      expect(await server.stop(round === 1 ? 'SIGKILL' : 'SIGINT')).toBe(round === 1 ? null : 0)
    }
    expect(existsSync(path.join(dataDir, 'wheelbase.lock'))).toBe(false)
    const database = await openDatabase({ dataDir })
    try {
      const [u] = await database.db.select({ n: count() }).from(users)
      const [c] = await database.db.select({ n: count() }).from(cars)
      expect(u?.n).toBeGreaterThan(30)
      expect(c?.n).toBe(300)
    } finally {
      await database.close()
    }
  })

  it('refuses to start with a bad configuration, naming every problem', async () => {
    const result = await failedStart({ DATA_DIR: tempDir(), PORT: 'x', MIN_AGE: '5' })
    expect(result.code).toBe(1)
    expect(result.output).toContain('configuration is not valid')
    expect(result.output).toContain('PORT:')
    expect(result.output).toContain('MIN_AGE:')
  })

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('gives the same product on an empty PostgreSQL database', async () => {
    const pg = await createPostgresDatabase()
    try {
      const server = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: pg.url })
      try {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
        expect((await fetch(`${server.url}/api/settings/public`)).status).toBe(200)
      } finally {
        expect(await server.stop()).toBe(0)
      }
      const database = await openDatabase({ databaseUrl: pg.url, dataDir: tempDir() })
      try {
        const [c] = await database.db.select({ n: count() }).from(cars)
        expect(c?.n).toBe(300)
      } finally {
        await database.close()
      }
    } finally {
      await pg.drop()
    }
  })
})
