/**
 * A page of the web app as its build lists it (`dist/pages.json`, written from the app's page
 * table, apps/web/src/app/pages.ts): its React Router pattern (`:name` is one path segment), and
 * whether the server renders it into the HTML.
 */
export type TAppPage = { path: string; server: boolean }

const segments = (path: string) => path.split('/').filter(Boolean)

/** Whether a path (without its query) is one of these pages; a trailing slash does not matter, as in the router. */
export function isAppPage(pages: readonly TAppPage[], pathname: string): boolean {
  let parts: string[]
  try {
    parts = segments(pathname).map(decodeURIComponent)
  } catch {
    return false
  }
  return pages.some(({ path }) => {
    const pattern = segments(path)
    return pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i])
  })
}
