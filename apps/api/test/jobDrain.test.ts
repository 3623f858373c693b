import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import pino from 'pino'
import { enqueue, job } from '../src/platform/jobs/queue'
import { handlersWith } from './helpers/jobHandlers'
import { createWorker, type Worker } from '../src/platform/jobs/worker'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

/**
 * drain() counts each item it waited for once (a review asked whether waiting on a pass a wake-up
 * had started, then running its own, counted a pass twice): work that queues more work, and a
 * drain that joins a pass already running while more work is queued meanwhile.
 */
describe.each(FLAVORS)('drain on %s', (flavor) => {
  let db: TestDatabase
  let worker: Worker
  let ran: string[]
  let gate: Promise<void>
  let open: () => void = () => undefined
  let started: () => void = () => undefined

  beforeEach(async () => {
    db = await freshDatabase(flavor)
    ran = []
    gate = new Promise((resolve) => (open = resolve))
    const handlers = handlersWith({
      // A notice for booking "chain" queues one more item when it runs.
      async 'mail.notice'({ bookingId }) {
        ran.push(bookingId)
        if (bookingId === 'chain')
          await enqueue(db.database.db, job('mail.notice', { bookingId: 'chained', readerId: 'r', key: 'api.notFound', params: {} }))
      },
      // The contact mail waits for the test to open the gate.
      async 'mail.contact'({ subject }) {
        started()
        await gate
        ran.push(subject)
      },
    })
    worker = createWorker(db.database, handlers, pino({ level: 'silent' }), {
      pollMs: null,
      leaseMs: 60_000,
      maxAttempts: 3,
      periodic: [],
      schedule: false,
    })
  })
  afterEach(async () => {
    await worker.stop()
    await db.cleanup()
  })

  const notice = (bookingId: string) => job('mail.notice', { bookingId, readerId: 'r', key: 'api.notFound', params: {} })
  const contact = (subject: string) => job('mail.contact', { email: 'a@example.com', subject, message: 'm', account: null })

  it('counts work queued by work once', async () => {
    await enqueue(db.database.db, notice('a'), notice('chain'), notice('b'))
    expect(await worker.drain()).toBe(4)
    expect(ran.sort()).toEqual(['a', 'b', 'chain', 'chained'])
    expect(await worker.drain()).toBe(0)
  })

  it('counts once the items of a pass it joins, and what was queued during it', async () => {
    await worker.start()
    const taken = new Promise<void>((resolve) => (started = resolve))
    // Queued on a listening worker: the NOTIFY starts a pass, which waits in the contact mail.
    await enqueue(db.database.db, contact('first'), notice('a'))
    await taken
    const drained = worker.drain()
    await enqueue(db.database.db, notice('b'))
    open()
    expect(await drained).toBe(3)
    expect(ran.sort()).toEqual(['a', 'b', 'first'])
  })
})
