import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { unauthorized } from '../../platform/http/errors'
import type { SessionActor } from '../../platform/http/sessions'
import { systemClock } from '../../platform/clock'
import { closeStreamLeases, openStreamLease } from './leases'
import type { LiveNotifications, TStreamEnd } from './live'
import { unreadCount } from './service'

const PING_MS = 25_000
/** A stream ends after this long; the browser's EventSource then reconnects, which checks the session again. */
const LIFETIME_MS = 30 * 60_000
/** Notifications made together (a selection's status update) are told as one new count. */
const SETTLE_MS = 50

type TStreamDeps = { db: Db; live: LiveNotifications; streamsPerAccount: number }

/**
 * The caller's unread count as server-sent events: at once, then each time it changes, whichever
 * instance made the change (PostgreSQL NOTIFY). Only the caller's own count ever goes down it.
 * Each stream holds a lease (leases.ts): when its session ends, on any instance, or a newer stream
 * of the account passes the cap, it is told why (`end`) and closed, and the page stops reconnecting.
 */
export async function streamUnreadCount({ db, live, streamsPerAccount }: TStreamDeps, actor: SessionActor, req: FastifyRequest, reply: FastifyReply) {
  const head = req.method === 'HEAD'
  let ending: TStreamEnd | 'gone' | undefined
  let end = (reason?: TStreamEnd) => void (ending = reason ?? 'gone')
  const leaseId = crypto.randomUUID()
  // Listening before the lease exists: an end told between the two is not missed.
  const untrack = live.track(leaseId, (reason) => end(reason))
  const opened = !head && (await openStreamLease(db, actor, leaseId, streamsPerAccount, LIFETIME_MS + PING_MS, systemClock.now()))
  if (!head && (!opened || ending)) {
    untrack()
    throw unauthorized()
  }
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    // A proxy in front (nginx) must pass each event on as it comes.
    'x-accel-buffering': 'no',
  })
  // HEAD asks only whether the stream is there.
  if (head) {
    untrack()
    return void res.end()
  }
  let last = -1
  let settle: NodeJS.Timeout | undefined
  const send = async () => {
    const { count } = await unreadCount(db, actor)
    if (count === last || res.writableEnded) return
    last = count
    res.write(`event: count\ndata: ${JSON.stringify({ count })}\n\n`)
  }
  const changed = () => {
    clearTimeout(settle)
    settle = setTimeout(() => void send().catch((error: unknown) => req.log.warn({ err: error }, 'unread count not sent')), SETTLE_MS)
  }
  res.write('retry: 5000\n\n')
  const unsubscribe = live.subscribe(actor.userId, changed)
  const ping = setInterval(() => res.write(': ping\n\n'), PING_MS)
  end = (reason) => {
    ending = reason ?? 'gone'
    // Told why, the page closes its EventSource rather than reconnect; a server that stops says nothing, and the page reconnects elsewhere.
    if (reason && !res.writableEnded) res.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`)
    res.end()
  }
  const lifetime = setTimeout(() => res.end(), LIFETIME_MS)
  res.on('close', () => {
    unsubscribe()
    untrack()
    clearInterval(ping)
    clearTimeout(lifetime)
    clearTimeout(settle)
    // Ended by its lease's deletion or the server's stop, the lease is gone already (or goes with the instance's own sweep).
    if (!ending) void closeStreamLeases(db, [leaseId]).catch((error: unknown) => req.log.warn({ err: error }, 'stream lease not closed'))
  })
  changed()
}
