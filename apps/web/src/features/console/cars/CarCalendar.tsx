import { bookingReference } from '@wheelbase/core/bookingStatus'
import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date'
import { useState } from 'react'
import { Calendar, CalendarCell, CalendarGrid, I18nProvider } from 'react-aria-components'
import { CalendarNav } from '../../../components/form/MonthCalendar'
import { useTranslation } from '../../../i18n/useTranslation'
import { Link } from 'react-router'
import { BOOKING_STATUSES } from '@wheelbase/core/bookingStatus'
import type { TCalendarBooking } from '@wheelbase/core/schemas/consoleCars'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import { FromTo } from '../../../components/FromTo'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { useAction } from '../../../lib/useAction'
import { useCarCalendar, useDeleteBlock } from '../api'
import { BlockDialog } from './BlockDialog'
import { ChannelBookingDialog } from './ChannelBookingDialog'
import { BlockItem, BlockMark, blockDaysText } from './BlockItem'
import { byDay, STATUS_MARKS } from './calendarDays'
import { CardSection } from '../../../components/ui/Card'

/** An instant on the pick-up place's clock, in the UI language. */
const onClock = (iso: string, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
const monthOf = (date: CalendarDate) => `${date.year}-${String(date.month).padStart(2, '0')}`

/** A booking's status drawn as a bar: its colour and its pattern (the key below the calendar says which is which). */
function StatusMark({ status, className }: { status: TCalendarBooking['status']; className: string }) {
  return <span aria-hidden data-status={status} className={`box-border rounded-[3px] ${STATUS_MARKS[status]} ${className}`} />
}

/**
 * A car's month of bookings and blocks: each day shows a bar per booking in its status colour and
 * pattern, and a cross-hatched one per block, so gaps show at a glance. React Aria's grid gives the
 * keyboard (arrows, Page Up/Down for months); each day's name says its bookings, their statuses
 * and its blocks in words; choosing a day lists them below, announced, with links to each booking
 * and a block's change and removal. "Block dates" takes the car out of sale from the chosen day.
 */
export function CarCalendar({ carId }: { carId: string }) {
  const { t, i18n } = useTranslation(['console', 'bookings'])
  const [focused, setFocused] = useState(() => today(getLocalTimeZone()))
  const [selected, setSelected] = useState<CalendarDate | null>(null)
  /** The block dialog: a new block ('new') or the block to change. */
  const [editing, setEditing] = useState<TBlock | 'new' | null>(null)
  const [removing, setRemoving] = useState<TBlock | null>(null)
  /** The dialog recording a booking from another channel. */
  const [recording, setRecording] = useState(false)
  const removeBlock = useDeleteBlock()
  const action = useAction()
  const month = monthOf(focused)
  const calendar = useCarCalendar(carId, month)
  const car = calendar.data?.car
  const days = byDay(calendar.data?.bookings ?? [])
  const blockDays = byDay(calendar.data?.blocks ?? [])
  const chosen = selected ? (days.get(selected.toString()) ?? []) : []
  const chosenBlocks = selected ? (blockDays.get(selected.toString()) ?? []) : []
  const list = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' })
  const blockedFor = (block: TBlock) => t('blocks.blocked', { reason: t(`blocks.reasons.${block.reason}`) })
  /** A day's name for a screen reader: React Aria's (the date, "today", "selected"), then its bookings and blocks in words. */
  const dayName = (date: string, bookings: TCalendarBooking[], blocks: TBlock[]) =>
    bookings.length === 0 && blocks.length === 0
      ? t('calendar.dayFree', { date })
      : t(blocks.length ? 'calendar.dayWith' : 'calendar.dayBookings', {
          date,
          count: bookings.length,
          list: list.format([
            ...blocks.map(blockedFor),
            ...bookings.map((booking) => `${bookingReference(booking._id)} ${t(`bookings:status.${booking.status}`)}`),
          ]),
        })
  return (
    <CardSection id="calendar-title" title={t('calendar.title')} lead={t('calendar.hint')}>
      {car && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('blocks.add')}
          </Button>
          <Button variant="secondary" onClick={() => setRecording(true)}>
            {t('channel.add')}
          </Button>
        </div>
      )}
      {car && recording && (
        <ChannelBookingDialog car={car} firstDay={(selected ?? today(car.timeZone)).toString()} onClose={() => setRecording(false)} />
      )}
      {car && editing && (
        <BlockDialog
          car={car}
          block={editing === 'new' ? null : editing}
          firstDay={(selected ?? today(car.timeZone)).toString()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('blocks.removeTitle')}
        text={removing ? t('blocks.removeText', { car: car?.name ?? '', period: blockDaysText(removing, i18n.language) }) : ''}
        confirmLabel={t('blocks.removeConfirm')}
        cancelLabel={t('blocks.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const block = removing
          setRemoving(null)
          if (block) void action.run(() => removeBlock.mutateAsync({ params: { id: block._id } }), t('blocks.removed', { car: car?.name ?? '' }))
        }}
      />
      {calendar.data && !calendar.data.car.available && <p className="rounded-xl bg-amber-50 px-4 py-2 font-medium">{t('calendar.unavailable')}</p>}
      <I18nProvider locale={i18n.language}>
        <Calendar
          aria-label={t('calendar.title')}
          focusedValue={focused}
          onFocusChange={setFocused}
          value={selected}
          onChange={setSelected}
          className="w-full max-w-xl"
        >
          <CalendarNav previous={t('calendar.previous')} next={t('calendar.next')} large />
          <CalendarGrid className="w-full table-fixed">
            {(date) => (
              <CalendarCell
                date={date}
                // The days of the months around are not fetched: they keep their date alone.
                render={(props, { isOutsideMonth }) => (
                  <div
                    {...props}
                    aria-label={
                      isOutsideMonth
                        ? props['aria-label']
                        : dayName(props['aria-label'] ?? '', days.get(date.toString()) ?? [], blockDays.get(date.toString()) ?? [])
                    }
                  />
                )}
                className="m-0.5 flex h-14 flex-col items-center justify-start gap-1 rounded-lg pt-1 text-sm focus-ring-none data-[focus-visible]:focus-ring data-[outside-month]:text-muted/60 data-[selected]:bg-focused data-[selected]:font-bold hover:bg-focused"
              >
                {({ formattedDate, isOutsideMonth }) => (
                  <>
                    <span>{formattedDate}</span>
                    {!isOutsideMonth && (
                      <span aria-hidden className="flex w-full flex-col gap-0.5 px-1">
                        {(blockDays.get(date.toString()) ?? []).slice(0, 1).map((block) => (
                          <BlockMark key={block._id} className="h-2 w-full" />
                        ))}
                        {(days.get(date.toString()) ?? []).slice(0, 3).map((booking) => (
                          <StatusMark key={booking._id} status={booking.status} className="h-2 w-full" />
                        ))}
                      </span>
                    )}
                  </>
                )}
              </CalendarCell>
            )}
          </CalendarGrid>
        </Calendar>
      </I18nProvider>
      <ul aria-label={t('calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {BOOKING_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <StatusMark status={status} className="inline-block h-2.5 w-6" />
            {t(`bookings:status.${status}`)}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <BlockMark className="inline-block h-2.5 w-6" />
          {t('blocks.legend')}
        </li>
      </ul>
      <div aria-live="polite">
        {selected && (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">
              {t('calendar.day', { date: selected.toDate('UTC').toLocaleDateString(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }) })}
            </h3>
            {chosenBlocks.length > 0 && (
              <ul className="flex flex-col gap-2">
                {chosenBlocks.map((block) => (
                  <BlockItem
                    key={block._id}
                    block={block}
                    busy={action.busy}
                    onChange={() => setEditing(block)}
                    onRemove={() => setRemoving(block)}
                  />
                ))}
              </ul>
            )}
            {chosen.length === 0 ? (
              chosenBlocks.length === 0 && <p>{t('calendar.free')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {chosen.map((booking) => (
                  <li key={booking._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2">
                    <StatusMark status={booking.status} className="inline-block h-2.5 w-6" />
                    <Link to={`/booking?b=${booking._id}`} className="font-semibold underline">
                      {bookingReference(booking._id)}
                    </Link>
                    <span>{t(`bookings:status.${booking.status}`)}</span>
                    <span>{booking.driver}</span>
                    <span className="text-sm text-muted">
                      <FromTo
                        from={onClock(booking.from, i18n.language, booking.timeZone)}
                        to={onClock(booking.to, i18n.language, booking.timeZone)}
                        kind="time"
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </CardSection>
  )
}
