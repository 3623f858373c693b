import { bookingReference } from '@wheelbase/core/bookingStatus'
import { useTranslation } from '../../../i18n/useTranslation'
import { Link } from 'react-router'
import { BLOCK_MARK, STATUS_MARKS } from '../cars/calendarDays'
import { barsOn } from './scheduleDays'
import type { TScheduleViewProps } from './ScheduleGrid'

/**
 * The schedule on a phone: a list per day of what holds which car (bookings open their page,
 * blocks their dialog), then the cars free that day, each of which starts a block or a booking.
 */
export function ScheduleList({ schedule, days, bars, onChoose, onBlock }: TScheduleViewProps) {
  const { t, i18n } = useTranslation(['console', 'bookings'])
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' })
  return (
    <ol className="flex flex-col gap-4">
      {days.map((day, column) => {
        const held = schedule.cars.flatMap((car) => barsOn(bars.get(car._id) ?? [], column).map((bar) => ({ car, bar })))
        const free = schedule.cars.filter((car) => barsOn(bars.get(car._id) ?? [], column).length === 0)
        const id = `schedule-day-${day}`
        return (
          <li key={day} aria-labelledby={id} className="rounded-card border border-line bg-white p-4">
            <h3 id={id} className="mb-2 font-bold">
              {long.format(new Date(`${day}T00:00:00Z`))}
            </h3>
            {held.length > 0 && (
              <ul className="mb-2 flex flex-col gap-1">
                {held.map(({ car, bar }) => (
                  <li key={`${bar.item._id}`} className="flex items-center gap-2">
                    <span
                      aria-hidden
                      className={`inline-block h-3 w-3 shrink-0 rounded-[3px] ${bar.kind === 'booking' ? STATUS_MARKS[bar.item.status] : BLOCK_MARK}`}
                    />
                    {bar.kind === 'booking' ? (
                      <Link to={`/booking?b=${bar.item._id}`} className="min-h-11 content-center underline">
                        {t('schedule.bookingLine', {
                          car: car.name,
                          driver: bar.item.driver,
                          status: t(`bookings:status.${bar.item.status}`),
                          reference: bookingReference(bar.item._id),
                        })}
                      </Link>
                    ) : (
                      <button type="button" onClick={() => onBlock(bar, car)} className="min-h-11 text-start underline">
                        {t('schedule.blockLine', { car: car.name, reason: t(`blocks.reasons.${bar.item.reason}`) })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <details>
              <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('schedule.freeCars', { count: free.length })}</summary>
              <ul className="mt-1 flex flex-wrap gap-2">
                {free.map((car) => (
                  <li key={car._id}>
                    <button
                      type="button"
                      onClick={() => onChoose(car, day)}
                      className="min-h-11 rounded-full border border-line px-4 font-medium hover:bg-focused focus-visible:focus-ring"
                    >
                      {car.name}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        )
      })}
    </ol>
  )
}
