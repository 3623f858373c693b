import { formatDate } from './intl'
import { wallOf } from './search/dateTime'

/**
 * A time of our URLs and answers (ISO with the pick-up place's offset) as that place's clock
 * reads it, written for the UI language: what a driver sees is what the branch's clock shows.
 */
export function formatWall(iso: string, language: string, style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  const wall = wallOf(iso)
  if (!wall) return ''
  const [y, m, d] = wall.date.split('-').map(Number) as [number, number, number]
  const [h, min] = wall.time.split(':').map(Number) as [number, number]
  return formatDate(language, { ...style, timeZone: 'UTC' }, Date.UTC(y, m - 1, d, h, min))
}
