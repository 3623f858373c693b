import { eq, inArray } from 'drizzle-orm'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { searchKey } from '@wheelbase/core/searchKey'
import { byName } from '@wheelbase/core/sorting'
import type { Db } from '../db/client'
import { locations } from '../db/schema'
import { systemClock } from '../platform/clock'

export type TLocationRow = typeof locations.$inferSelect

const NAME_COLUMN = { en: 'nameEn', fr: 'nameFr', el: 'nameEl', he: 'nameHe', zh: 'nameZh' } as const

/** A place's five names, for a select whose rows locationName reads. */
export const locationNameColumns = {
  nameEn: locations.nameEn,
  nameFr: locations.nameFr,
  nameEl: locations.nameEl,
  nameHe: locations.nameHe,
  nameZh: locations.nameZh,
}

export function locationName(row: Pick<TLocationRow, 'nameEn' | 'nameFr' | 'nameEl' | 'nameHe' | 'nameZh'>, language: TLanguage): string {
  return row[NAME_COLUMN[language]]
}

export function presentLocation(row: TLocationRow, language: TLanguage): TLocation {
  return {
    _id: row._id,
    slug: row.slug,
    kind: row.kind,
    name: locationName(row, language),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    image: row.image,
    address: row.address,
  }
}

/**
 * Locations whose name in any language contains every word typed, ranked for an autocomplete:
 * names (in the caller's language) starting with the text first, then a word starting with it,
 * then the rest; alphabetical by the caller's collation, ties by _id. Matching and ordering use
 * keys computed in core and Intl, never the database's collation, so PGlite and PostgreSQL agree.
 * The table is small (one row per branch), so the ranking happens here rather than in SQL.
 */
export async function findLocations(db: Db, language: TLanguage, text = '', size?: number): Promise<{ items: TLocation[]; total: number }> {
  const needle = searchKey(text)
  const words = needle.split(' ').filter(Boolean)
  const rows = await db.select().from(locations)
  const alphabetical = byName<{ _id: string; name: string }>(language, (item) => item.name)
  const ranked = rows
    .filter((row) => words.every((word) => row.searchKey.includes(word)))
    .map((row) => {
      const key = searchKey(locationName(row, language))
      const rank = !needle ? 0 : key.startsWith(needle) ? 0 : ` ${key}`.includes(` ${needle}`) ? 1 : 2
      return { _id: row._id, row, rank, name: locationName(row, language) }
    })
    .sort((a, b) => a.rank - b.rank || alphabetical(a, b))
  const items = (size ? ranked.slice(0, size) : ranked).map(({ row }) => presentLocation(row, language))
  return { items, total: ranked.length }
}

/** One location (a page's place: the results page asks for its pick-up and drop-off), kept as findLocationsById keeps it. */
export async function findLocation(db: Db, id: string): Promise<TLocationRow | undefined> {
  return (await findLocationsById(db, [id])).get(id)
}

/** A place by its page's address (/car-hire/{slug}); the address is kept lower case. */
export async function findLocationBySlug(db: Db, slug: string): Promise<TLocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.slug, slug.toLowerCase())).limit(1)
  return row
}

/**
 * How long a process keeps the places a search read: every search asks for its pick-up and
 * drop-off, a query of its own (a tenth of a search's database round trips and some 0.3 ms), for
 * rows an admin changes a few times a year. An edit reaches this instance's searches at once
 * (forgetKeptLocations) and another instance's within this time; a place cannot be deleted while
 * cars are offered there, so a kept deleted one finds no car.
 */
const KEPT_MS = 10_000
const keptLocations = new WeakMap<Db, Map<string, { row: TLocationRow; until: number }>>()

/** Several locations by id (the search's pick-up and drop-off), from what this process read within KEPT_MS, else in one query. */
export async function findLocationsById(db: Db, ids: string[], clockMs = systemClock.now().getTime()): Promise<Map<string, TLocationRow>> {
  let kept = keptLocations.get(db)
  if (!kept) keptLocations.set(db, (kept = new Map()))
  const found = new Map<string, TLocationRow>()
  const missing: string[] = []
  for (const id of new Set(ids)) {
    const entry = kept.get(id)
    if (entry && entry.until > clockMs) found.set(id, entry.row)
    else missing.push(id)
  }
  if (!missing.length) return found
  const rows = await db.select().from(locations).where(inArray(locations._id, missing))
  // Bounded by the places there are (a few hundred at most); ids of no place are never kept.
  for (const row of rows) {
    kept.set(row._id, { row, until: clockMs + KEPT_MS })
    found.set(row._id, row)
  }
  return found
}

/** After a place is written: this process's searches read it again. */
export function forgetKeptLocations(db: Db): void {
  keptLocations.get(db)?.clear()
}
