import { parseDate } from '@internationalized/date'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { RefObject } from 'react'
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, I18nProvider, Popover } from 'react-aria-components'
import { useTranslation } from 'react-i18next'

type Props = {
  triggerRef: RefObject<HTMLElement | null>
  label: string
  value: string
  minValue: string
  onSelect: (date: string) => void
  onClose: () => void
}

/**
 * The month calendar of a date field, loaded only when a driver opens it (it is most of a date
 * picker's weight). Keyboard and screen-reader support, the UI language's month and weekday
 * names and the right-to-left layout come from React Aria.
 */
export default function CalendarPopover({ triggerRef, label, value, minValue, onSelect, onClose }: Props) {
  const { t, i18n } = useTranslation('search')
  const navButton = 'flex size-10 items-center justify-center rounded-full hover:bg-focused'
  return (
    <I18nProvider locale={i18n.language}>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        placement="bottom start"
        className="rounded-card border border-line bg-white p-3 shadow-card"
      >
        <Dialog aria-label={label} className="outline-none">
          <Calendar
            className="w-72"
            value={parseDate(value)}
            minValue={parseDate(minValue)}
            onChange={(date) => onSelect(date.toString())}
            // The calendar is a dialog opened on purpose: focus goes to the chosen day (WAI-ARIA date picker pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            <header className="mb-2 flex items-center justify-between">
              <Button slot="previous" aria-label={t('form.previousMonth')} className={navButton}>
                <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
              </Button>
              <Heading className="font-semibold" />
              <Button slot="next" aria-label={t('form.nextMonth')} className={navButton}>
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
        </Dialog>
      </Popover>
    </I18nProvider>
  )
}
