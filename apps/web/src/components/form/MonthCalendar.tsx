import type { CalendarDate } from '@internationalized/date'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, type CalendarProps } from 'react-aria-components'
import { useTranslation } from 'react-i18next'

const navButton = 'flex size-10 items-center justify-center rounded-full hover:bg-focused'

/**
 * A month of days with previous/next buttons, in the UI language (React Aria; mirrored right to
 * left in Hebrew). Inside a DatePicker it takes the picker's value; alone, pass value and onChange.
 */
export function MonthCalendar(props: Omit<CalendarProps<CalendarDate>, 'children' | 'className'>) {
  const { t } = useTranslation()
  return (
    <Calendar className="w-72" {...props}>
      <header className="mb-2 flex items-center justify-between">
        <Button slot="previous" aria-label={t('calendar.previousMonth')} className={navButton}>
          <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
        <Heading className="font-semibold" />
        <Button slot="next" aria-label={t('calendar.nextMonth')} className={navButton}>
          <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
      </header>
      <CalendarGrid className="w-full">
        {(date) => (
          <CalendarCell
            date={date}
            className="m-0.5 flex size-9 items-center justify-center rounded-full text-sm outline-none data-[disabled]:text-muted/50 data-[focused]:bg-focused data-[outside-month]:text-muted data-[selected]:bg-accent data-[selected]:font-bold hover:bg-focused"
          />
        )}
      </CalendarGrid>
    </Calendar>
  )
}
