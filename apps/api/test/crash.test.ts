import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/seed'
import { postAs, rawRequest, signInOverHttp, type Session } from './helpers/httpClient'
import { startServer, type ServerProcess } from './helpers/serverProcess'
import { createPostgresDatabase, FLAVORS, tempDir } from './helpers/testDatabase'

const FAULT_MODULE = path.join(import.meta.dirname, 'helpers', 'injectFault.mjs')
const MANY = { RATE_LIMIT_SIGN_IN: '100000' }

/** The environment of a server on a fresh database of the flavor; drop() removes a PostgreSQL one. */
async function serverEnv(flavor: string) {
  const dataDir = tempDir()
  if (flavor === 'pglite') return { env: { DATA_DIR: dataDir, ...MANY }, drop: async () => undefined }
  const pg = await createPostgresDatabase()
  return { env: { DATA_DIR: dataDir, DATABASE_URL: pg.url, ...MANY }, drop: pg.drop }
}

const stillSignedIn = async (server: ServerProcess, session: Session) =>
  (await postAs(server.url, session, '/api/validate-access-token')).status === 200

describe.each(FLAVORS)('the server process under faults, on %s', (flavor) => {
  it('answers 400 to a malformed escape in a query key and keeps serving', async () => {
    const { env, drop } = await serverEnv(flavor)
    const server = await startServer({ ...env, SEED: 'none' })
    try {
      for (const target of ['/api/health?%=1', '/api/health?%=1&%zz', '/%E0%A4%A', '/api/cars/search?pickup=%']) {
        const res = await rawRequest(server.url, 'GET', target)
        expect(res.status, target).toBe(400)
        expect(JSON.parse(res.body).error.code, target).toBe('bad_url')
      }
      expect(server.child.exitCode).toBeNull()
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      await server.stop()
      await drop()
    }
  })

  it.each(['exception', 'rejection'])('logs an uncaught %s, closes the database and exits non-zero', async (fault) => {
    const { env, drop } = await serverEnv(flavor)
    const server = await startServer({ ...env, SEED: 'none', WHEELBASE_TEST_FAULT: fault }, [FAULT_MODULE])
    try {
      expect(await server.stop('SIGUSR2')).toBe(1)
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } })
      const fatal = lines.find((l) => l.level === 60)
      expect(fatal?.msg).toBe(fault === 'exception' ? 'uncaught exception' : 'unhandled promise rejection')
      expect(fatal?.err?.message).toBe(`injected ${fault === 'exception' ? 'uncaught exception' : 'unhandled rejection'}`)
      expect(lines.some((l) => l.msg === 'shutting down: finishing requests in flight')).toBe(true)
      // The embedded database was closed: its lock file is gone.
      expect(existsSync(path.join(env.DATA_DIR, 'wheelbase.lock'))).toBe(false)
    } finally {
      await server.stop('SIGKILL')
      await drop()
    }
  })

  it('restarts at once after kill -9 in the middle of writes, and loses no committed write', async () => {
    const { env, drop } = await serverEnv(flavor)
    try {
      const first = await startServer(env)
      // Each sign-in writes a session; one that answered 200 was committed.
      const committed: Session[] = []
      let killed = false
      const writer = async () => {
        while (!killed) {
          try {
            committed.push(await signInOverHttp(first.url, DEMO_ACCOUNTS.driver, DEMO_PASSWORD))
          } catch {
            return // the process is gone mid-request
          }
        }
      }
      const writers = [writer(), writer(), writer()]
      while (committed.length < 12) await new Promise((r) => setTimeout(r, 10))
      killed = true
      expect(await first.stop('SIGKILL')).toBeNull()
      await Promise.all(writers)

      const second = await startServer(env)
      try {
        expect((await fetch(`${second.url}/api/health`)).status).toBe(200)
        const survived = await Promise.all(committed.map((session) => stillSignedIn(second, session)))
        expect(survived.filter(Boolean).length).toBe(committed.length)
      } finally {
        expect(await second.stop()).toBe(0)
      }
    } finally {
      await drop()
    }
  })
})
