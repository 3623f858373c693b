import { parseDate } from '@internationalized/date'
import type { RefObject } from 'react'
import { Dialog, I18nProvider, Popover } from 'react-aria-components'
import { useTranslation } from '../../i18n/useTranslation'
import { MonthCalendar } from '../../components/form/MonthCalendar'

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
  const { i18n } = useTranslation()
  return (
    <I18nProvider locale={i18n.language}>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        placement="bottom start"
        className="rounded-card border border-line bg-white p-3 shadow-card"
      >
        <Dialog aria-label={label} className="focus-ring-none">
          <MonthCalendar
            value={parseDate(value)}
            minValue={parseDate(minValue)}
            onChange={(date) => onSelect(date.toString())}
            // The calendar is a dialog opened on purpose: focus goes to the chosen day (WAI-ARIA date picker pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </Dialog>
      </Popover>
    </I18nProvider>
  )
}
