/**
 * A page of the web app as its build lists it (`dist/pages.json`, written from the app's page
 * table, apps/web/src/app/pages.ts): its React Router pattern (`:name` is one path segment),
 * whether the server renders it into the HTML, and whether search engines may index it (`index`:
 * the public pages; every other page answers `noindex`).
 */
export type TAppPage = { path: string; server: boolean; index?: boolean }

/**
 * The pages search engines may index (record 0141), all rendered by the server: the sitemap lists
 * them; every other page answers noindex.
 */
export const INDEXED_PAGES: readonly string[] = [
  '/',
  '/contact',
  '/locations',
  '/car-hire/:slug',
  '/suppliers',
  '/suppliers/:slug',
  '/about',
  '/tos',
  '/personal-data',
  '/cookies',
]

const segments = (path: string) => path.split('/').filter(Boolean)

/** The page a path (without its query) is, as its pattern; null when it is none of them. A trailing slash does not matter, as in the router. */
export function appPageOf(pages: readonly TAppPage[], pathname: string): string | null {
  let parts: string[]
  try {
    parts = segments(pathname).map(decodeURIComponent)
  } catch {
    return null
  }
  const params = (path: string) => segments(path).filter((part) => part.startsWith(':')).length
  const matching = pages.filter(({ path }) => {
    const pattern = segments(path)
    return pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i])
  })
  // A page named in full wins over a pattern that also matches (/booking/manage over /booking/:id).
  return matching.sort((a, b) => params(a.path) - params(b.path))[0]?.path ?? null
}

/** Whether a path (without its query) is one of these pages. */
export const isAppPage = (pages: readonly TAppPage[], pathname: string): boolean => appPageOf(pages, pathname) !== null

/** Whether search engines may index the page at a path: a public page of the app (`index`), never a private one, a 404 or an unlisted build's. */
export function isIndexable(pages: readonly TAppPage[] | null, pathname: string): boolean {
  if (!pages) return false
  const pattern = appPageOf(pages, pathname)
  return pages.some((page) => page.path === pattern && page.index === true)
}
