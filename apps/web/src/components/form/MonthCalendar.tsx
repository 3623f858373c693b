import type { CalendarDate } from '@internationalized/date'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, type CalendarProps } from 'react-aria-components'
import { useTranslation } from '../../i18n/useTranslation'

const navButton = 'flex items-center justify-center rounded-full hover:bg-focused'

/** The month's name between its previous and next buttons (inside a React Aria Calendar), mirrored right to left. */
export function CalendarNav({ previous, next, large = false }: { previous: string; next: string; large?: boolean }) {
  const button = `${navButton} ${large ? 'size-11' : 'size-10'}`
  return (
    <header className="mb-2 flex items-center justify-between">
      <Button slot="previous" aria-label={previous} className={button}>
        <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
      </Button>
      <Heading className={large ? 'text-lg font-semibold' : 'font-semibold'} />
      <Button slot="next" aria-label={next} className={button}>
        <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
      </Button>
    </header>
  )
}

/**
 * A month of days with previous/next buttons, in the UI language (React Aria; mirrored right to
 * left in Hebrew). Inside a DatePicker it takes the picker's value; alone, pass value and onChange.
 */
export function MonthCalendar(props: Omit<CalendarProps<CalendarDate>, 'children' | 'className'>) {
  const { t } = useTranslation()
  return (
    <Calendar className="w-72" {...props}>
      <CalendarNav previous={t('calendar.previousMonth')} next={t('calendar.nextMonth')} />
      <CalendarGrid className="w-full">
        {(date) => (
          <CalendarCell
            date={date}
            className="m-0.5 flex size-9 items-center justify-center rounded-full text-sm focus-ring-none data-[focus-visible]:focus-ring data-[disabled]:text-muted/50 data-[focused]:bg-focused data-[outside-month]:text-muted data-[selected]:bg-accent data-[selected]:font-bold hover:bg-focused"
          />
        )}
      </CalendarGrid>
    </Calendar>
  )
}
