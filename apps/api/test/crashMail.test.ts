import { describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { jobs, users } from '../src/db/schema'
import { signedIn } from './helpers/callers'
import { day, searchFixture } from './helpers/searchFixture'
import { startServer } from './helpers/serverProcess'
import { freePort, startSmtpSink } from './helpers/smtp'
import { tempDir } from './helpers/testDatabase'

/** An SMTP server that takes a message's data and never answers it: a send caught in flight. */
async function hangingSmtp(onData: () => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream) {
      stream.resume()
      onData()
    },
  })
  // The killed client's connection resets: expected here.
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) }
}

/**
 * A crash right after a checkout's answer, with the confirmation mail in flight, then an immediate
 * restart on the same embedded data: the mails that follow the booking are sent exactly once.
 */
describe('mail after a crash', () => {
  it('sends the confirmation exactly once after kill -9 and a restart on the same data', async () => {
    const dataDir = tempDir()
    // The data: a supplier's car and a signed-in driver, written before the server opens the directory.
    const setup = await openDatabase({ dataDir })
    await migrateDatabase(setup)
    const f = await searchFixture(setup.db)
    await setup.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Toyota Yaris' })
    const driver = await signedIn(setup.db, f.driver._id)
    await setup.close()

    let sending!: () => void
    const inFlight = new Promise<void>((resolve) => (sending = resolve))
    const hanging = await hangingSmtp(() => sending())
    const env = { DATA_DIR: dataDir, SEED: 'none', RATE_LIMIT_CHECKOUT: '100', JOB_POLL_MS: '200' }
    const first = await startServer({ ...env, SMTP_URL: hanging.url, PUBLIC_URL: 'http://localhost:3000' })
    const res = await fetch(`${first.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), origin: first.url, ...driver.headers },
      body: JSON.stringify({
        car: car._id,
        pickup: f.athens._id,
        from: day(10, 10).toISOString(),
        to: day(12, 10).toISOString(),
        driver: { fullName: 'Fixture Driver', email: f.driver.email, phone: '+30 690 000 0002', birthDate: '1980-01-01' },
        payment: { method: 'later' },
      }),
    })
    expect(res.status).toBe(200)
    await inFlight
    expect(await first.stop('SIGKILL')).toBeNull()
    await hanging.close()

    const port = await freePort()
    const smtp = await startSmtpSink(port)
    // A server killed and started again under a full test run's load can take more than 10 s to send.
    const confirmation = smtp.next(f.driver.email, undefined, 60_000)
    const toSupplier = smtp.next(f.alpha.email, undefined, 60_000)
    const second = await startServer({ ...env, SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' })
    try {
      expect((await confirmation).subject).toMatch(/^Your booking WB-[0-9A-F]{8} is confirmed/)
      await toSupplier
    } finally {
      // A clean stop finishes the work it has taken; then nothing is left to send.
      expect(await second.stop('SIGTERM')).toBe(0)
      await smtp.close()
    }
    const after = await openDatabase({ dataDir })
    try {
      const rows = await after.db.select().from(jobs)
      expect(rows.filter((j) => j.kind.startsWith('mail.')).every((j) => j.status === 'done')).toBe(true)
    } finally {
      await after.close()
    }
    expect(smtp.mails.filter((m) => m.to.includes(f.driver.email))).toHaveLength(1)
    expect(smtp.mails.filter((m) => m.to.includes(f.alpha.email))).toHaveLength(1)
  }, 150_000)
})
