import type { Database } from '../../db/client'
import { NOTIFICATIONS_CHANNEL } from './write'

/**
 * Who has a new (or newly read) notification, as PostgreSQL NOTIFY tells every API instance on
 * the database: each open stream of that account hears it. One LISTEN per process.
 */
export type LiveNotifications = {
  subscribe(userId: string, onChange: () => void): () => void
  /** A stream to end when the server stops (open streams would otherwise hold it open). */
  track(end: () => void): () => void
  close(): Promise<void>
}

export async function startLiveNotifications(database: Pick<Database, 'listen'>): Promise<LiveNotifications> {
  const listeners = new Map<string, Set<() => void>>()
  const streams = new Set<() => void>()
  const unlisten = await database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
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
    track(end) {
      streams.add(end)
      return () => streams.delete(end)
    },
    async close() {
      for (const end of [...streams]) end()
      await unlisten()
    },
  }
}
