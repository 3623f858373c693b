import { isSingleLine } from '@wheelbase/core/schemas/text'

// Control characters (NUL included) have no place in an address once decoded: PostgreSQL
// refuses NUL in text, and nothing we route on or search for contains any of them.
function decodes(part: string): boolean {
  try {
    return isSingleLine(decodeURIComponent(part))
  } catch {
    return false
  }
}

/**
 * Whether every percent-escape of the path and of each query key and value decodes to valid
 * UTF-8 without control characters. Anything else ('%', '%zz', '%E0%A4', '%00') is refused with
 * a 400 before a route, a parser or a log line reads it.
 */
export function isWellFormedUrl(url: string): boolean {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!decodes(path)) return false
  if (queryAt === -1) return true
  return url
    .slice(queryAt + 1)
    .split('&')
    .every((pair) => pair.split('=').every((part) => decodes(part.replace(/\+/g, ' '))))
}
