import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import type { TScheduleBooking } from '@wheelbase/core/schemas/consoleSchedule'
import { daysOn } from '../cars/calendarDays'

const DAY_MS = 86_400_000

/** The day `n` days after an ISO day (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** The window's days, in order. */
export const windowDays = (from: string, days: number) => Array.from({ length: days }, (_, i) => addDays(from, i))

/** A booking or a block as the schedule draws it: a bar from its first to its last day of the window (0-based columns). */
export type TBar =
  { kind: 'booking'; item: TScheduleBooking; start: number; end: number } | { kind: 'block'; item: TBlock; start: number; end: number }

/**
 * Each car's bars over the window, read on their clocks (a booking on its pick-up place's, a block
 * on its car's), cut to the window and in order of start. Bars that share a day (a drop-off in the
 * morning, the next pick-up in the afternoon) get different lanes.
 */
export function barsByCar(days: string[], bookings: TScheduleBooking[], blocks: TBlock[]): Map<string, (TBar & { lane: number })[]> {
  const first = days[0] ?? ''
  const last = days[days.length - 1] ?? ''
  const column = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS)
  const all: TBar[] = [
    ...bookings.map((item) => ({ kind: 'booking' as const, item })),
    ...blocks.map((item) => ({ kind: 'block' as const, item })),
  ].flatMap((bar) => {
    const span = daysOn(bar.item)
    if (span.last < first || span.first > last) return []
    return [{ ...bar, start: column(span.first < first ? first : span.first), end: column(span.last > last ? last : span.last) } as TBar]
  })
  const byCar = new Map<string, (TBar & { lane: number })[]>()
  for (const bar of all.sort((a, b) => a.start - b.start || a.end - b.end)) {
    const row = byCar.get(bar.item.carId) ?? []
    const laneEnds = [-1, -1]
    for (const placed of row) laneEnds[placed.lane] = Math.max(laneEnds[placed.lane] ?? -1, placed.end)
    const lane = (laneEnds[0] ?? -1) < bar.start ? 0 : 1
    row.push({ ...bar, lane })
    byCar.set(bar.item.carId, row)
  }
  return byCar
}

/** The bars that cover a column. */
export const barsOn = <T extends { start: number; end: number }>(bars: T[], column: number) =>
  bars.filter((bar) => bar.start <= column && column <= bar.end)
