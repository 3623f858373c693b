import { hash } from '@node-rs/argon2'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { Agent } from './helpers/agent'
import { startInstances } from './helpers/instances'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

/** Several API processes behind a load balancer share one PostgreSQL: sessions and limits hold across them. */
// Needs a PostgreSQL server (CI always has one: TEST_DATABASE_URL is required there).
describe.skipIf(!FLAVORS.includes('postgres'))('two API instances on one PostgreSQL database', () => {
  let t: TestDatabase
  const apps: FastifyInstance[] = []
  const email = 'two.instances@example.com'
  const password = 'Two-Instances-2026'

  beforeAll(async () => {
    t = await freshDatabase('postgres')
    apps.push(...(await startInstances(t, { env: { RATE_LIMIT_SIGN_IN: '5' } })).map((instance) => instance.app))
    await t.database.db.insert(users).values(makeUser({ email, passwordHash: await hash(password) }))
  })
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close()
    await t?.cleanup()
  })

  it('accepts on one instance a session made on the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance]
    const onFirst = new Agent(first, '198.51.100.1')
    expect((await onFirst.post('/api/sign-in/frontend', { email, password })).statusCode).toBe(200)
    const onSecond = new Agent(second, '198.51.100.1')
    for (const [name, cookie] of onFirst.cookies) onSecond.cookies.set(name, cookie)
    expect((await onSecond.post('/api/validate-access-token')).statusCode).toBe(200)
    expect((await onSecond.post('/api/sign-out')).statusCode).toBe(200)
    expect((await onFirst.post('/api/validate-access-token')).statusCode).toBe(401)
  })

  it('allows a sign-in limit of 5 a minute five times in all, not five on each', async () => {
    const ip = '198.51.100.77'
    const answers: number[] = []
    for (let i = 0; i < 8; i++) {
      const app = apps[i % 2] as FastifyInstance
      answers.push((await new Agent(app, ip).post('/api/sign-in/frontend', { email: `nobody${i}@example.com`, password: 'wrong-one' })).statusCode)
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })
})
