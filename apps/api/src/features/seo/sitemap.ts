import { and, eq, max, sql } from 'drizzle-orm'
import type { TAppPage } from '@wheelbase/core/appPages'
import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { pageAddress } from '@wheelbase/core/languagePaths'
import { queryRows, type Db } from '../../db/client'
import { escapeHtml } from '../../platform/render/html'
import { cars, locations, users } from '../../db/schema'

/** One address of the sitemap: its path and when what it shows last changed. */
export type TSitemapEntry = { path: string; lastModified: Date }

/** The page of each supplier that offers cars (`/suppliers/:slug`, its slug or else its id). */
const SUPPLIER_PAGE = '/suppliers/:slug'
/** The page of each place where cars are offered (`/car-hire/:slug`). */
const PLACE_PAGE = '/car-hire/:slug'
/** The pages that list the places or the suppliers: changed when they change. */
const LISTING_PAGES = new Set(['/', '/locations', '/suppliers'])

const later = (a: Date, b: Date | null | undefined) => (b && b > a ? b : a)

/**
 * Every page search engines may index (the build's pages marked `index`), with its real last
 * change: the build for a page of fixed text, the places and suppliers for the pages listing
 * them, a supplier's profile and cars for its page, a place and its cars and their suppliers for
 * the place's page. A page with a parameter is listed once per
 * record it shows (a supplier in business, not suspended); one with a parameter of no known kind
 * is left out.
 */
export async function sitemapEntries(db: Db, pages: readonly TAppPage[] | null, builtAt: Date): Promise<TSitemapEntry[]> {
  const indexed = (pages ?? []).filter((page) => page.index === true)
  if (!indexed.length) return []
  const suppliers = await db
    .select({ _id: users._id, slug: users.slug, updatedAt: users.updatedAt, carsAt: max(cars.updatedAt) })
    .from(users)
    .leftJoin(cars, and(eq(cars.supplierId, users._id), sql`${cars.deletedAt} IS NULL`))
    .where(and(eq(users.type, 'supplier'), eq(users.blacklisted, false)))
    .groupBy(users._id)
    .orderBy(users._id)
  const [places] = await db.select({ at: max(locations.updatedAt) }).from(locations)
  // The places with a car on offer: each page changed when the place, a car there or its supplier did.
  const placePages = await queryRows<{ slug: string; at: Date | string }>(
    db,
    sql`SELECT l.slug, greatest(l.updated_at, max(c.updated_at), max(u.updated_at)) AS at
      FROM locations l
      JOIN cars c ON c.location_ids @> ARRAY[l._id] AND c.available AND c.deleted_at IS NULL
      JOIN users u ON u._id = c.supplier_id AND u.type = 'supplier' AND NOT u.blacklisted
      GROUP BY l._id ORDER BY l.slug`,
  )
  const listingsAt = suppliers.reduce((at, s) => later(later(at, s.updatedAt), s.carsAt), later(builtAt, places?.at))
  return indexed.flatMap(({ path }): TSitemapEntry[] => {
    if (path === SUPPLIER_PAGE)
      return suppliers.map((s) => ({
        path: `/suppliers/${encodeURIComponent(s.slug ?? s._id)}`,
        lastModified: later(later(builtAt, s.updatedAt), s.carsAt),
      }))
    if (path === PLACE_PAGE)
      return placePages.map((p) => ({ path: `/car-hire/${encodeURIComponent(p.slug)}`, lastModified: later(builtAt, new Date(p.at)) }))
    if (path.includes(':')) return []
    return [{ path, lastModified: LISTING_PAGES.has(path) ? listingsAt : builtAt }]
  })
}

/**
 * The sitemaps.org document (https://www.sitemaps.org/protocol.html) for these entries on this
 * site: each page once per language (record 0146), each address with its alternates in every
 * language and the address without one as `x-default`, as Google reads them from a sitemap.
 */
export function sitemapXml(publicUrl: string, entries: readonly TSitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const href = (language: TLanguage | null) => escapeHtml(pageAddress(publicUrl, language, path))
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(null)}"/>`,
    ].join('')
    return LANGUAGES.map((language) => `  <url><loc>${href(language)}</loc><lastmod>${lastModified.toISOString()}</lastmod>${alternates}</url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
