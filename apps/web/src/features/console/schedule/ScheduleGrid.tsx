import { bookingReference } from '@wheelbase/core/bookingStatus'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { useNavigate } from 'react-router'
import type { TSchedule, TScheduleCar } from '@wheelbase/core/schemas/consoleSchedule'
import { BLOCK_MARK, STATUS_MARKS } from '../cars/calendarDays'
import { barsOn, type TBar } from './scheduleDays'

/** What the grid and the phone's list both show, and what they call back. */
export type TScheduleViewProps = {
  schedule: TSchedule
  days: string[]
  bars: Map<string, (TBar & { lane: number })[]>
  /** Enter or a click on a day of a car: what is on it, and what can start there. */
  onChoose: (car: TScheduleCar, day: string) => void
  /** A click on a block's bar. */
  onBlock: (bar: Extract<TBar, { kind: 'block' }>, car: TScheduleCar) => void
}

/** A day's name in a column header and a cell's name: "Mon 12". */
const dayFormat = (language: string) => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
const longDay = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' })

/**
 * The fleet as a WAI-ARIA grid: a row per car, a column per day. Bookings and blocks are bars
 * across their days, with the driver and status (or the block's reason) in words as well as the
 * status colour and pattern. The keyboard moves one cell at a time (arrows, mirrored right to
 * left; Home and End to the row's ends; Ctrl+Home and Ctrl+End to the grid's), and Enter or a
 * click on a day opens what is on it and what can start there. Each cell's name says its car, its
 * day and what holds the car then. Rows far off screen are not laid out until they come near.
 */
export function ScheduleGrid({ schedule, days, bars, onChoose, onBlock }: TScheduleViewProps) {
  const { t, i18n } = useTranslation(['console', 'bookings', 'search'])
  const navigate = useNavigate()
  const grid = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState({ row: 0, col: 0 })
  const short = dayFormat(i18n.language)
  const long = longDay(i18n.language)
  const rtl = i18n.dir(i18n.language) === 'rtl'
  const barText = (bar: TBar) =>
    bar.kind === 'booking'
      ? `${bar.item.driver} · ${t(`bookings:status.${bar.item.status}`)}`
      : t('blocks.blocked', { reason: t(`blocks.reasons.${bar.item.reason}`) })
  const cellName = (car: TScheduleCar, column: number, day: string) => {
    const held = barsOn(bars.get(car._id) ?? [], column)
    const date = long.format(new Date(`${day}T00:00:00Z`))
    if (held.length === 0) return t('schedule.cellFree', { car: car.name, date })
    const list = held.map((bar) => (bar.kind === 'booking' ? `${bookingReference(bar.item._id)}, ${barText(bar)}` : barText(bar)))
    return t('schedule.cellHeld', { car: car.name, date, list: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(list) })
  }
  const move = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(schedule.cars.length - 1, row)), col: Math.max(0, Math.min(days.length - 1, col)) }
    setActive(next)
    grid.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, car: TScheduleCar, day: string) => {
    const { row, col } = active
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onChoose(car, day)
      return
    }
    const forward = rtl ? -1 : 1
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(row, col + forward),
      ArrowLeft: () => move(row, col - forward),
      ArrowDown: () => move(row + 1, col),
      ArrowUp: () => move(row - 1, col),
      Home: () => move(event.ctrlKey ? 0 : row, 0),
      End: () => move(event.ctrlKey ? schedule.cars.length - 1 : row, days.length - 1),
      PageDown: () => move(row + 10, col),
      PageUp: () => move(row - 10, col),
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }
  const columns = { gridTemplateColumns: `minmax(8rem, 12rem) repeat(${days.length}, minmax(2.75rem, 1fr))` }
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white">
      <div
        ref={grid}
        role="grid"
        aria-label={t('schedule.gridLabel', { supplier: schedule.supplier.fullName })}
        aria-rowcount={schedule.cars.length + 1}
        aria-colcount={days.length + 1}
        className="min-w-max text-sm"
      >
        <div role="row" aria-rowindex={1} className="sticky top-0 z-20 grid border-b border-line bg-white" style={columns}>
          <div role="columnheader" aria-colindex={1} className="sticky start-0 z-20 bg-white px-3 py-2 font-semibold">
            {t('schedule.car')}
          </div>
          {days.map((day, i) => (
            <div key={day} role="columnheader" aria-colindex={i + 2} className="px-1 py-2 text-center font-semibold">
              {short.format(new Date(`${day}T00:00:00Z`))}
            </div>
          ))}
        </div>
        {schedule.cars.map((car, row) => {
          const carBars = bars.get(car._id) ?? []
          return (
            <div
              key={car._id}
              role="row"
              aria-rowindex={row + 2}
              className="relative grid border-b border-line [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto] last:border-b-0"
              style={{ ...columns, gridTemplateRows: '3.5rem' }}
            >
              <div role="rowheader" aria-colindex={1} className="sticky start-0 z-10 flex flex-col justify-center bg-white px-3">
                <span className="truncate font-medium">{car.name}</span>
                <span className="truncate text-xs text-muted">
                  {t(`search:category.${car.category}`)} · {t(`search:gearbox.${car.gearbox}`)}
                </span>
              </div>
              {days.map((day, col) => {
                const isActive = active.row === row && active.col === col
                return (
                  <div
                    key={day}
                    role="gridcell"
                    aria-colindex={col + 2}
                    data-cell={`${row}:${col}`}
                    tabIndex={isActive ? 0 : -1}
                    aria-label={cellName(car, col, day)}
                    onFocus={() => setActive({ row, col })}
                    onClick={() => onChoose(car, day)}
                    onKeyDown={(event) => onKeyDown(event, car, day)}
                    style={{ gridColumn: col + 2, gridRow: 1 }}
                    className="cursor-pointer border-s border-line/60 focus-ring-none hover:bg-focused focus-visible:focus-ring"
                  />
                )
              })}
              {carBars.map((bar) => (
                // Bars are drawn over the cells for the mouse; the cells name them for everyone else.
                <div
                  key={bar.item._id}
                  aria-hidden
                  data-status={bar.kind === 'booking' ? bar.item.status : 'blocked'}
                  onClick={() => (bar.kind === 'booking' ? navigate(`/booking?b=${bar.item._id}`) : onBlock(bar, car))}
                  style={{ gridColumn: `${bar.start + 2} / ${bar.end + 3}`, gridRow: 1 }}
                  className={`z-[1] mx-0.5 flex h-5 cursor-pointer items-center self-start overflow-hidden rounded border border-slate-400 bg-slate-50 px-1.5 text-xs font-semibold hover:bg-slate-100 ${bar.lane === 0 ? 'mt-1.5' : 'mt-7'}`}
                >
                  <span
                    className={`me-1.5 inline-block h-3 w-3 shrink-0 rounded-[3px] ${bar.kind === 'booking' ? STATUS_MARKS[bar.item.status] : BLOCK_MARK}`}
                  />
                  <span className="truncate">{barText(bar)}</span>
                </div>
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
