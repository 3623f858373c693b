import { eq, inArray } from 'drizzle-orm'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { searchKey } from '@wheelbase/core/searchKey'
import { byName } from '@wheelbase/core/sorting'
import type { Db } from '../db/client'
import { locations } from '../db/schema'

export type TLocationRow = typeof locations.$inferSelect

const NAME_COLUMN = { en: 'nameEn', fr: 'nameFr', el: 'nameEl', he: 'nameHe', zh: 'nameZh' } as const

export function locationName(row: Pick<TLocationRow, 'nameEn' | 'nameFr' | 'nameEl' | 'nameHe' | 'nameZh'>, language: TLanguage): string {
  return row[NAME_COLUMN[language]]
}

export function presentLocation(row: TLocationRow, language: TLanguage): TLocation {
  return {
    _id: row._id,
    kind: row.kind,
    name: locationName(row, language),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    image: row.image,
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

export async function findLocation(db: Db, id: string): Promise<TLocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations._id, id))
  return row
}

/** Several locations in one query (the search's pick-up and drop-off). */
export async function findLocationsById(db: Db, ids: string[]): Promise<Map<string, TLocationRow>> {
  const rows = await db
    .select()
    .from(locations)
    .where(inArray(locations._id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row._id, row]))
}
