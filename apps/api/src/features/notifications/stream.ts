import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/http/sessions'
import type { LiveNotifications } from './live'
import { unreadCount } from './service'

const PING_MS = 25_000
/** A stream ends after this long; the browser's EventSource then reconnects, which checks the session again. */
const LIFETIME_MS = 30 * 60_000
/** Notifications made together (a selection's status update) are told as one new count. */
const SETTLE_MS = 50

/**
 * The caller's unread count as server-sent events: at once, then each time it changes, whichever
 * instance made the change (PostgreSQL NOTIFY). Only the caller's own count ever goes down it.
 */
export function streamUnreadCount({ db, live }: { db: Db; live: LiveNotifications }, actor: Actor, req: FastifyRequest, reply: FastifyReply): void {
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
  if (req.method === 'HEAD') return void res.end()
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
  const end = () => res.end()
  const lifetime = setTimeout(end, LIFETIME_MS)
  const untrack = live.track(end)
  res.on('close', () => {
    unsubscribe()
    untrack()
    clearInterval(ping)
    clearTimeout(lifetime)
    clearTimeout(settle)
  })
  changed()
}
