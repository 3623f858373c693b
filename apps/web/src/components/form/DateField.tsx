import { parseDate, type CalendarDate } from '@internationalized/date'
import { CalendarDays } from 'lucide-react'
import { Button, DateInput, DatePicker, DateSegment, Dialog, FieldError, Group, I18nProvider, Label, Popover } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { MonthCalendar } from './MonthCalendar'

type Props = { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; required?: boolean; maxValue?: string }

const toDate = (value: string): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null
  } catch {
    return null
  }
}

/**
 * A date typed segment by segment or picked from a calendar, in the UI language's order and
 * script (and right to left in Hebrew). The value is an ISO date string (YYYY-MM-DD).
 */
export function DateField({ label, value, onChange, error, required, maxValue }: Props) {
  const { t, i18n } = useTranslation('account')
  const max = maxValue ? toDate(maxValue) : null
  return (
    <I18nProvider locale={i18n.language}>
      <DatePicker
        value={toDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        isInvalid={Boolean(error)}
        isRequired={required ?? false}
        validationBehavior="aria"
        {...(max ? { maxValue: max } : {})}
        className="flex flex-col gap-1.5"
      >
        <Label className="font-medium">
          {label}
          {required && <span aria-hidden> *</span>}
        </Label>
        <Group className="flex min-h-12 items-center rounded-xl border border-line bg-white ps-4 pe-1 focus-within:border-primary has-[[role=spinbutton]:focus-visible]:focus-ring data-[invalid]:border-red-700">
          <DateInput className="flex flex-1 gap-0.5">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums focus-ring-none focus:bg-primary focus:text-white data-[placeholder]:text-muted"
              />
            )}
          </DateInput>
          <Button aria-label={t('date.openCalendar')} className="flex size-10 items-center justify-center rounded-full hover:bg-focused">
            <CalendarDays aria-hidden className="size-5" />
          </Button>
        </Group>
        <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
        <Popover className="rounded-card border border-line bg-white p-3 shadow-card">
          <Dialog className="focus-ring-none">
            <MonthCalendar />
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  )
}
