import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { jobs, users } from '../src/db/schema'
import { JOB_KINDS } from './helpers/jobHandlers'
import { solvedCaptcha } from './helpers/accounts'
import { Agent } from './helpers/agent'
import { signedInAs, type Caller } from './helpers/callers'
import { fixedId, searchFixture } from './helpers/searchFixture'
import { freePort, startSmtpSink, type SmtpSink } from './helpers/smtp'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const CARE = 'care@jobs.test'
/** What the visitor wrote: none of it may reach the console. */
const visitor = { email: 'visitor.private@jobs.test', subject: 'Lost sunglasses', message: 'I left my sunglasses in the Fiat, call me on 6900000042' }
const ITEM_KEYS = ['_id', 'attempts', 'createdAt', 'kind', 'lastError', 'runAt', 'status', 'updatedAt']

type Item = { _id: string; kind: string; status: string; attempts: number; lastError: string | null; runAt: string; updatedAt: string }

/**
 * The console's work queue (admins): work that keeps failing is listed with its kind and error,
 * never its payload, and an admin makes it due again; the mail then goes once.
 */
describe.each(FLAVORS)("the console's work queue on %s", (flavor) => {
  let t: TestApp
  let port: number
  let smtp: SmtpSink | undefined
  const as = {} as Record<'admin' | 'supplier' | 'driver', Caller>
  const admin = makeUser({ _id: fixedId(970), type: 'admin', email: 'admin@jobs.test' })

  beforeAll(async () => {
    port = await freePort()
    // The mail server is down and work is parked after its first failed try.
    t = await buildTestApp(flavor, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CAPTCHA_MAX_NUMBER: '2000',
      CONTACT_EMAIL: CARE,
      RATE_LIMIT_CONTACT: '100',
      JOB_MAX_ATTEMPTS: '1',
    })
    const db = t.db.database.db
    const f = await searchFixture(db)
    await db.insert(users).values(admin)
    Object.assign(as, await signedInAs(db, { admin: admin._id, supplier: f.alpha._id, driver: f.driver._id }))
  })
  afterAll(async () => {
    await t.close()
    await smtp?.close()
  })

  const list = (status: string, caller: Caller | null = as.admin, page = 1) =>
    t.app.inject({ url: `/api/console/jobs?status=${status}&page=${page}`, headers: caller?.headers ?? {} })
  const retry = (id: string, caller: Caller | null = as.admin) =>
    t.app.inject({ method: 'POST', url: `/api/console/jobs/${id}/retry`, headers: caller?.headers ?? {} })
  const row = async (id: string) => (await t.db.database.db.select().from(jobs).where(eq(jobs._id, id)))[0]
  /** A work item written straight into the table, as the worker would have left it. */
  const insertJob = async (values: Partial<typeof jobs.$inferInsert> = {}) => {
    const item = {
      _id: crypto.randomUUID(),
      kind: 'mail.manageLink',
      key: `test:${crypto.randomUUID()}`,
      payload: { reference: 'WB-0000abcd', email: 'someone.private@jobs.test' },
      ...values,
    }
    await t.db.database.db.insert(jobs).values(item)
    return item._id
  }

  it('shows an admin the parked contact mail with its error and never its payload, and sends it once when retried', async () => {
    const sent = await new Agent(t.app, '192.0.2.70').post('/api/send-email', { ...visitor, captcha: await solvedCaptcha(t.app) })
    expect(sent.statusCode).toBe(200)
    await t.app.jobs.drain()

    const parked = await list('parked')
    expect(parked.statusCode).toBe(200)
    const item = (parked.json().items as Item[]).find((i) => i.kind === 'mail.contact')
    expect(item).toMatchObject({ status: 'parked', attempts: 1 })
    expect(item?.lastError).toBeTruthy()
    expect(Object.keys(item ?? {}).sort()).toEqual(ITEM_KEYS)
    for (const secret of [visitor.email, visitor.subject, visitor.message, CARE]) expect(parked.body).not.toContain(secret)
    expect(parked.body).not.toContain('payload')
    if (!item) return
    expect((await list('failing')).json().items.map((i: Item) => i._id)).not.toContain(item._id)

    // The mail server is back: the admin retries, and the worker sends it, once.
    smtp = await startSmtpSink(port)
    const retried = await retry(item._id)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ _id: item._id, kind: 'mail.contact', status: 'queued', attempts: 0 })
    expect(Object.keys(retried.json()).sort()).toEqual(ITEM_KEYS)
    expect(Date.parse(retried.json().runAt)).toBeLessThanOrEqual(Date.now())
    await t.app.jobs.drain()
    await t.app.jobs.drain({ retryNow: true })
    const arrived = smtp.mails.filter((m) => m.to.includes(CARE))
    expect(arrived.map((m) => m.subject)).toEqual([expect.stringContaining(visitor.subject)])
    expect(await row(item._id)).toMatchObject({ status: 'done', attempts: 1, lastError: null })
    expect((await list('parked')).json().items.map((i: Item) => i._id)).not.toContain(item._id)

    // Done work is not retried again.
    const again = await retry(item._id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.code).toBe('job_not_found')
  })

  it('lists failing work (queued again after a failed try) apart from parked work, and retries it now', async () => {
    const later = new Date(Date.now() + 3_600_000)
    const failing = await insertJob({ status: 'queued', attempts: 3, runAt: later, lastError: 'connect ECONNREFUSED' })
    const fresh = await insertJob({ status: 'queued', attempts: 0 })
    await t.app.jobs.drain()

    const res = await list('failing')
    expect(res.statusCode).toBe(200)
    const ids = (res.json().items as Item[]).map((i) => i._id)
    expect(ids).toContain(failing)
    expect(ids).not.toContain(fresh)
    expect((await list('parked')).json().items.map((i: Item) => i._id)).not.toContain(failing)
    expect(res.body).not.toContain('someone.private@jobs.test')
    expect((res.json().items as Item[]).find((i) => i._id === failing)).toMatchObject({
      status: 'queued',
      attempts: 3,
      lastError: 'connect ECONNREFUSED',
      runAt: later.toISOString(),
    })

    const retried = await retry(failing)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0, lastError: 'connect ECONNREFUSED' })
    expect(Date.parse(retried.json().runAt)).toBeLessThan(later.getTime())
    await t.app.jobs.drain()
    // The booking it names does not exist: the work is done, with nothing to send.
    expect(await row(failing)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('retries only parked or failing work: running, done, fresh, unknown and malformed ids are 404', async () => {
    const running = await insertJob({ status: 'running', attempts: 1, runAt: new Date(Date.now() + 3_600_000) })
    const done = await insertJob({ status: 'done', attempts: 1, doneAt: new Date() })
    const fresh = await insertJob({ status: 'queued', attempts: 0, runAt: new Date(Date.now() + 3_600_000) })
    for (const id of [running, done, fresh, crypto.randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await retry(encodeURIComponent(id))
      expect([id, res.statusCode]).toEqual([id, 404])
      expect(res.json().error.code).toBe('job_not_found')
    }
    expect(await row(running)).toMatchObject({ status: 'running', attempts: 1 })
    expect(await row(done)).toMatchObject({ status: 'done', attempts: 1 })
    expect(await row(fresh)).toMatchObject({ status: 'queued', attempts: 0 })
  })

  it('pages 30 items at a time, the latest change first', async () => {
    const base = Date.now() - 86_400_000
    const ids: string[] = []
    for (let i = 0; i < 32; i++) {
      const at = new Date(base + i * 60_000)
      ids.push(await insertJob({ status: 'parked', attempts: 8, lastError: `failure ${i}`, updatedAt: at, createdAt: at }))
    }
    const first = (await list('parked')).json()
    const second = (await list('parked', as.admin, 2)).json()
    expect(first.items).toHaveLength(30)
    expect(first.nextPage).toBe(2)
    expect(first.total).toBeGreaterThanOrEqual(32)
    expect(second.nextPage).toBeNull()
    const all: Item[] = [...first.items, ...second.items]
    expect(all).toHaveLength(first.total)
    const mine = all.filter((i) => ids.includes(i._id)).map((i) => i._id)
    expect(mine).toEqual([...ids].reverse())
    const times = all.map((i) => Date.parse(i.updatedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('refuses a view or page it does not know with 400', async () => {
    for (const query of ['status=done', 'status=running', 'status=parked&page=0', 'status=parked&page=x']) {
      const res = await t.app.inject({ url: `/api/console/jobs?${query}`, headers: as.admin.headers })
      expect([query, res.statusCode]).toEqual([query, 400])
    }
  })

  it('keeps the work queue from suppliers and drivers (403) and from strangers (401), changing nothing', async () => {
    const parked = await insertJob({ status: 'parked', attempts: 8, lastError: 'boom' })
    const before = await row(parked)
    for (const [who, caller, status] of [
      ['supplier', as.supplier, 403],
      ['driver', as.driver, 403],
      ['anonymous', null, 401],
    ] as const) {
      const listed = await list('parked', caller)
      const retried = await retry(parked, caller)
      expect([who, listed.statusCode, retried.statusCode]).toEqual([who, status, status])
      expect(listed.body).not.toContain(parked)
    }
    expect(await row(parked)).toEqual(before)
  })

  it('names every kind of work in the console', () => {
    const file = path.join(import.meta.dirname, '..', '..', 'web', 'src', 'i18n', 'locales', 'en', 'console.json')
    const english = JSON.parse(readFileSync(file, 'utf8')) as { jobs: { kinds: Record<string, Record<string, string>> } }
    for (const kind of JOB_KINDS) {
      const [group = '', name = ''] = kind.split('.')
      expect(english.jobs.kinds[group]?.[name], kind).toBeTruthy()
    }
  })
})
