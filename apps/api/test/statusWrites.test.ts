import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.join(import.meta.dirname, '..', 'src')
const LIFECYCLE = 'domain/lifecycle.ts'
// Demo data and test factories write whole rows, statuses included: they make data, they change none.
const MAKERS = ['db/seed/', 'db/factories.ts']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
  })
}

/** Each place a source writes a booking's status or its cancel request (the state's second half), or creates a booking, as "file: what". */
export function statusWrites(file: string, text: string): string[] {
  const found: string[] = []
  // drizzle: .update(bookings) … .set({ … status … }) up to its .where(
  for (const match of text.matchAll(/\.update\(bookings\)([\s\S]*?)\.where\(/g))
    if (/\b(status|cancelRequest)\s*:/.test(match[1] ?? '')) found.push(`${file}: .update(bookings).set({ status | cancelRequest })`)
  for (const _ of text.matchAll(/\.insert\(bookings\)/g)) found.push(`${file}: .insert(bookings)`)
  // SQL: UPDATE bookings SET … status =
  for (const match of text.matchAll(/UPDATE\s+bookings\s+SET([\s\S]*?)(WHERE|RETURNING|`)/gi))
    if (/\b(status|cancel_request)\s*=/.test(match[1] ?? '')) found.push(`${file}: UPDATE bookings SET status | cancel_request`)
  if (/INSERT\s+INTO\s+bookings\b/i.test(text)) found.push(`${file}: INSERT INTO bookings`)
  return found
}

/** DESIGN §1: a booking is created, and its status and cancel request changed, in one place, the lifecycle module. */
describe('booking status writes', () => {
  it('happen only in the lifecycle module', () => {
    const outside = sources(SRC)
      .map((full) => path.relative(SRC, full).split(path.sep).join('/'))
      .filter((file) => file !== LIFECYCLE && !MAKERS.some((maker) => file.startsWith(maker)))
      .flatMap((file) => statusWrites(file, readFileSync(path.join(SRC, file), 'utf8')))
    expect(outside).toEqual([])
  })

  it('are found in every spelling the check knows (it can fail)', () => {
    expect(statusWrites('a.ts', "await tx.update(bookings).set({ status: 'paid' }).where(x)")).toHaveLength(1)
    expect(statusWrites('a.ts', 'await tx.update(bookings).set({ cancelRequest: true }).where(x)')).toHaveLength(1)
    expect(statusWrites('a.ts', 'await tx.update(bookings).set({ flightNumber: null }).where(x)')).toEqual([])
    expect(statusWrites('a.ts', 'sql`UPDATE bookings SET cancel_request = false WHERE _id = 1`')).toHaveLength(1)
    expect(statusWrites('a.ts', "sql`UPDATE bookings SET updated_at = now(), status = 'void' WHERE _id = 1`")).toHaveLength(1)
    expect(statusWrites('a.ts', 'await tx.insert(bookings).values(row)')).toHaveLength(1)
    expect(statusWrites('lifecycle.ts', readFileSync(path.join(SRC, LIFECYCLE), 'utf8')).length).toBeGreaterThanOrEqual(3)
  })
})
