import { hostname } from 'node:os'
import type { FastifyInstance } from 'fastify'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { openDatabase, type Database } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { jobs } from '../src/db/schema'
import type { Mailer } from '../src/platform/adapters/mail'
import { enqueue, job } from '../src/platform/jobs/queue'
import { localStorage } from '../src/platform/adapters/storage'
import { startSmtpSink, type SmtpSink } from './helpers/smtp'
import { testConfig } from './helpers/testApp'
import { createPostgresDatabase, FLAVORS, tempDir } from './helpers/testDatabase'

/**
 * Durable work on several instances (DESIGN §2): two API processes on one PostgreSQL drain one
 * queue between them, each item once (FOR UPDATE SKIP LOCKED), over real SMTP.
 */
// Needs a PostgreSQL server (CI always has one: TEST_DATABASE_URL is required there).
describe.skipIf(!FLAVORS.includes('postgres'))('durable work on two instances of one PostgreSQL database', () => {
  let pg: Awaited<ReturnType<typeof createPostgresDatabase>>
  let smtp: SmtpSink
  const databases: Database[] = []
  const apps: FastifyInstance[] = []
  const sentBy = [0, 0]

  beforeAll(async () => {
    pg = await createPostgresDatabase()
    smtp = await startSmtpSink()
    for (let i = 0; i < 2; i++) {
      const dataDir = tempDir()
      const database = await openDatabase({ databaseUrl: pg.url, dataDir, poolSize: 4 })
      if (i === 0) await migrateDatabase(database)
      const config = testConfig(dataDir, { DATABASE_URL: pg.url, SMTP_URL: smtp.url })
      const transport = nodemailer.createTransport(smtp.url)
      // Each instance counts what it sent, and sends it for real.
      const mailer: Mailer = {
        async send(mail) {
          await transport.sendMail({ from: config.mailFrom, ...mail })
          sentBy[i] = (sentBy[i] ?? 0) + 1
        },
      }
      const app = await buildApp({ config, database, storage: localStorage(dataDir), mailer })
      await app.ready()
      databases.push(database)
      apps.push(app)
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await smtp?.close()
    await pg?.drop()
  })

  it('drains 200 queued mails between them: each sent exactly once, and both sent some', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance]
    const db = databases[0]?.db
    if (!db) throw new Error('no database')
    const items = Array.from({ length: 200 }, (_, n) =>
      job('mail.contact', { email: `writer${n}@${hostname()}.test`, subject: `Question ${n}`, message: `Message number ${n}.`, account: null }),
    )
    // One transaction, one wake-up for both instances.
    await db.transaction((tx) => enqueue(tx, ...items))
    await Promise.all([first.jobs.drain(), second.jobs.drain()])

    const subjects = smtp.mails.map((m) => m.subject)
    expect(subjects).toHaveLength(200)
    expect(new Set(subjects).size).toBe(200)
    expect(sentBy[0]! + sentBy[1]!).toBe(200)
    expect(sentBy[0]).toBeGreaterThan(0)
    expect(sentBy[1]).toBeGreaterThan(0)
    const rows = await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs)
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true)
  })
})
