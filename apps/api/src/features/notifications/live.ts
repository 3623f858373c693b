import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { streamLeases } from '../../db/schema'
import { closeStreamLeases } from './leases'
import { NOTIFICATIONS_CHANNEL } from './write'

/** Why a stream was ended by its lease: its session ended (sign-out, suspension…), or a newer stream took its place. */
export type TStreamEnd = 'session' | 'replaced'

/** The payload of a lease's end on the channel, as migration 0023's trigger sends it: "end <lease id> <reason>". */
const END_PREFIX = 'end '

/**
 * What the channel tells every API instance on the database (PostgreSQL NOTIFY, one LISTEN per
 * process): whose notifications changed, so that each open stream of that account hears it, and
 * which stream leases were deleted, so that the instance holding that stream ends it.
 */
export type LiveNotifications = {
  subscribe(userId: string, onChange: () => void): () => void
  /** The stream of a lease: `end` runs when the lease is deleted on any instance, or the server stops (reason undefined). */
  track(leaseId: string, end: (reason?: TStreamEnd) => void): () => void
  /** Streams open on this instance (the metrics' gauge). */
  openCount(): number
  close(): Promise<void>
}

export async function startLiveNotifications(database: Pick<Database, 'listen' | 'db'>): Promise<LiveNotifications> {
  const listeners = new Map<string, Set<() => void>>()
  const streams = new Map<string, (reason?: TStreamEnd) => void>()
  const endLease = (payload: string) => {
    const [leaseId, reason] = payload.slice(END_PREFIX.length).split(' ')
    streams.get(leaseId ?? '')?.(reason === 'session' ? 'session' : 'replaced')
  }
  // After the listening connection was down, an end may have been missed: a stream whose lease is gone ends now.
  const recheck = async () => {
    const held = [...streams.keys()]
    if (!held.length) return
    const kept = await database.db.select({ _id: streamLeases._id }).from(streamLeases).where(inArray(streamLeases._id, held))
    const live = new Set(kept.map((row) => row._id))
    for (const leaseId of held) if (!live.has(leaseId)) streams.get(leaseId)?.('session')
  }
  const unlisten = await database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
    if (payload.startsWith(END_PREFIX)) return endLease(payload)
    if (payload === '*') void recheck().catch(() => undefined)
    const targets = payload === '*' ? [...listeners.values()] : [listeners.get(payload) ?? new Set<() => void>()]
    for (const set of targets) for (const onChange of set) onChange()
  })
  return {
    subscribe(userId, onChange) {
      const set = listeners.get(userId) ?? new Set()
      set.add(onChange)
      listeners.set(userId, set)
      return () => {
        set.delete(onChange)
        if (!set.size) listeners.delete(userId)
      }
    },
    track(leaseId, end) {
      streams.set(leaseId, end)
      return () => streams.delete(leaseId)
    },
    openCount: () => streams.size,
    async close() {
      const held = [...streams.keys()]
      for (const end of [...streams.values()]) end()
      // Their pages reconnect to another instance, where these leases must not count against the cap.
      await closeStreamLeases(database.db, held).catch(() => undefined)
      await unlisten()
    },
  }
}
