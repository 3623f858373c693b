import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import type { TExtra } from '@wheelbase/core/extras'
import type { TAmendQuote, TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { periodProblem, periodProblemParams } from '@wheelbase/core/search'
import { useSettings } from '../../../lib/settings'
import { fieldClass, TextField } from '../../../components/form/TextField'
import { DateTimeField, type TDateTime } from '../../../components/search/DateTimeField'
import { failureText } from '../../../lib/api/failure'
import { isoDate, toIso, wallOf } from '../../../lib/search/dateTime'
import { toast } from '../../../lib/toast'
import { usePrice } from '../../../lib/usePrice'
import { OptionsList } from '../../../components/car/OptionsList'
import { useAmendBooking, useAmendChannelBooking, useQuoteAmendment, useQuoteChannelAmendment, type TAmendChange } from '../api'
import { additionalDriverNeeded } from './additionalDriver'
import { useLightForm, type TSetPath } from '../../../lib/form/useLightForm'
import { MemorableDateField } from '../../../components/form/MemorableDateField'
import { Button } from '../../../components/ui/Button'
import { centsOf } from '../../../lib/form/amounts'

type TPerson = { fullName: string; email: string; phone: string; birthDate: string }
const noPerson: TPerson = { fullName: '', email: '', phone: '', birthDate: '' }

/**
 * A driver's change of their booking: places (where the car is offered), dates and times on the
 * pick-up place's clock, options, the additional driver (asked for, and sent, only where the checkout
 * asks: additionalDriverNeeded). "Check the new price" asks the server (availability, price,
 * difference) and changes nothing; "Confirm" applies exactly that price.
 */
type TAmendValues = {
  pickup: string
  dropoff: string
  from: TDateTime
  to: TDateTime
  options: TExtra[]
  extra: TPerson
  ownTotal: string
  reason: string
}

/**
 * Staff changing a booking from another channel (issue 44): the same form, with the supplier's cars
 * to move it to (the chosen one's places and options below) and a total of their own, with why.
 */
export type TStaffAmend = { cars: { _id: string; name: string }[]; onCar: (carId: string) => void }

/** Staff's own total in cents, when one is typed and is an amount (lib/form/amounts.ts centsOf). */
const ownTotalOf = (values: Pick<TAmendValues, 'ownTotal'>) => {
  const own = centsOf(values.ownTotal)
  return own === undefined || own < 0 ? undefined : own
}

export function AmendForm({ booking, car, onDone, staff }: { booking: TBookingDetail; car: TCarDetail; onDone: () => void; staff?: TStaffAmend }) {
  const { t } = useTranslation(['bookings', 'search', 'messages', 'bookingMessages', 'account', 'checkout'])
  const price = usePrice()
  const settings = useSettings()
  const quoting = useQuoteAmendment()
  const amending = useAmendBooking()
  const staffQuoting = useQuoteChannelAmendment()
  const staffAmending = useAmendChannelBooking()
  const [defaults] = useState<TAmendValues>(() => ({
    pickup: booking.pickup._id,
    dropoff: booking.dropoff._id,
    from: wallOf(booking.from) ?? { date: isoDate(new Date()), time: '10:00' },
    to: wallOf(booking.to) ?? { date: isoDate(new Date()), time: '10:00' },
    options: booking.options,
    extra: {
      ...noPerson,
      ...booking.additionalDriver,
      phone: booking.additionalDriver?.phone ?? '',
      birthDate: booking.additionalDriver?.birthDate ?? '',
    },
    ownTotal: '',
    reason: '',
  }))
  const [quote, setQuote] = useState<TAmendQuote | null>(null)
  const [problem, setProblem] = useState('')
  const change = (values: TAmendValues): TAmendChange => {
    const timeZone = car.locations.find((l) => l._id === values.pickup)?.timeZone ?? 'Europe/Athens'
    return {
      pickup: values.pickup,
      ...(values.dropoff !== values.pickup ? { dropoff: values.dropoff } : {}),
      from: toIso(values.from, timeZone),
      to: toIso(values.to, timeZone),
      options: Object.fromEntries(values.options.map((o) => [o, true])),
      ...(additionalDriverNeeded(car, booking, values.options) ? { additionalDriver: values.extra } : {}),
    }
  }
  const staffChange = (values: TAmendValues) => {
    const own = ownTotalOf(values)
    return { ...change(values), car: car._id, ...(own === undefined ? {} : { price: { totalCents: own, reason: values.reason } }) }
  }
  // The rental period's rules (core periodProblem), on the pick-up place's clock: one message for the form.
  const validate = (values: TAmendValues) => {
    const body = change(values)
    const period = periodProblem(new Date(body.from), new Date(body.to), new Date(), settings.periods)
    const errors: Partial<Record<'period' | 'ownTotal' | 'reason', string>> = {}
    if (period) errors.period = t(`messages:${period}`, periodProblemParams(period, settings.periods))
    if (staff && centsOf(values.ownTotal) === -1) errors.ownTotal = t('messages:validation.invalidValue')
    if (staff && ownTotalOf(values) !== undefined && !values.reason.trim()) errors.reason = t('bookingMessages:channelBookings.reasonRequired')
    return errors
  }
  const form = useLightForm(defaults, validate)
  const { values } = form
  const asksAdditionalDriver = additionalDriverNeeded(car, booking, values.options)
  // Any edit makes the shown price stale: it is asked again before confirming.
  const edit = (path: TSetPath<TAmendValues>) => (value: unknown) => {
    form.set(path, value)
    setQuote(null)
    setProblem('')
  }
  const check = form.handleSubmit(
    async (checked) => {
      setProblem('')
      const params = { id: booking._id }
      setQuote(
        staff ? await staffQuoting.mutateAsync({ params, body: staffChange(checked) }) : await quoting.mutateAsync({ params, body: change(checked) }),
      )
    },
    { show: setProblem },
  )
  const confirm = async () => {
    if (!quote) return
    setProblem('')
    try {
      const params = { id: booking._id }
      if (staff) await staffAmending.mutateAsync({ params, body: { change: staffChange(values), expectedQuote: quote.totalPrice } })
      else await amending.mutateAsync({ params, body: { change: change(values), expectedTotal: quote.totalPrice } })
      toast.success(t(staff ? 'staffAmend.done' : 'amend.done'))
      onDone()
    } catch (e) {
      setProblem(failureText(e))
    }
  }
  const busy = form.submitting || amending.isPending || staffAmending.isPending
  const place = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        {car.locations.map((l) => (
          <option key={l._id} value={l._id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  )
  const person = (key: Exclude<keyof TPerson, 'birthDate'>, type = 'text') => (
    <TextField
      id={`amend-extra-${key}`}
      label={t(`account:fields.${key}`)}
      type={type}
      autoComplete="off"
      required
      value={values.extra[key]}
      onChange={(e) => edit(`extra.${key}`)(e.target.value)}
    />
  )
  return (
    <form noValidate onSubmit={(e) => void check(e)} aria-labelledby="amend-title" className="flex flex-col gap-5 rounded-xl border border-line p-4">
      <h3 id="amend-title" className="text-lg font-bold">
        {t(staff ? 'staffAmend.title' : 'amend.title')}
      </h3>
      <div className="grid gap-4 desk:grid-cols-2">
        {staff && (
          <div className="flex flex-col gap-1 desk:col-span-2">
            <label htmlFor="amend-car" className="text-sm font-semibold">
              {t('staffAmend.car')}
            </label>
            <select id="amend-car" value={car._id} onChange={(e) => staff.onCar(e.target.value)} className={fieldClass}>
              {staff.cars.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {place('amend-pickup', t('search:form.pickupLocation'), values.pickup, edit('pickup'))}
        {place('amend-dropoff', t('search:form.dropoffLocation'), values.dropoff, edit('dropoff'))}
        <DateTimeField legend={t('search:form.pickupDate')} value={values.from} minDate={isoDate(new Date())} onChange={edit('from')} />
        <DateTimeField legend={t('search:form.dropoffDate')} value={values.to} minDate={values.from.date} onChange={edit('to')} />
      </div>
      <OptionsList
        car={car}
        chosen={values.options}
        onToggle={(o, on) => edit('options')(on ? [...values.options, o] : values.options.filter((x) => x !== o))}
      />
      {asksAdditionalDriver && (
        <fieldset className="grid gap-4 desk:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('checkout:additionalDriver.title')}</legend>
          {person('fullName')}
          {person('email', 'email')}
          {person('phone', 'tel')}
          <MemorableDateField label={t('account:fields.birthDate')} required value={values.extra.birthDate} onChange={edit('extra.birthDate')} />
        </fieldset>
      )}
      {staff && (
        <div className="grid gap-4 desk:grid-cols-2">
          <TextField
            id="amend-own-total"
            label={t('staffAmend.ownTotal')}
            hint={t('staffAmend.ownTotalHint')}
            inputMode="decimal"
            autoComplete="off"
            value={values.ownTotal}
            error={form.errors.ownTotal}
            onChange={(e) => edit('ownTotal')(e.target.value)}
          />
          <TextField
            id="amend-reason"
            label={t('staffAmend.reason')}
            autoComplete="off"
            value={values.reason}
            error={form.errors.reason}
            onChange={(e) => edit('reason')(e.target.value)}
          />
        </div>
      )}
      {(form.errors.period || problem) && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {form.errors.period || problem}
        </p>
      )}
      {quote && (
        <div role="status" className="flex flex-col gap-1 rounded-xl bg-focused p-4">
          {quote.available ? (
            <>
              <p>
                {t(staff ? 'staffAmend.quoted' : 'amend.newTotal')} <strong className="tabular-nums">{price(quote.totalPrice)}</strong> (
                {t('days', { count: quote.days })})
              </p>
              {staff && ownTotalOf(values) !== undefined && (
                <p>
                  {t('staffAmend.agreed')} <strong className="tabular-nums">{price(ownTotalOf(values) ?? 0)}</strong>
                </p>
              )}
              <p className="font-semibold">
                {quote.difference === 0
                  ? t('amend.same')
                  : staff
                    ? t('staffAmend.difference', { amount: price(Math.abs(quote.difference)), context: quote.difference > 0 ? 'more' : 'less' })
                    : booking.payLater
                      ? t('amend.laterDifference', { amount: price(Math.abs(quote.difference)), context: quote.difference > 0 ? 'more' : 'less' })
                      : quote.difference > 0
                        ? t('amend.charge', { amount: price(quote.difference) })
                        : t('amend.refund', { amount: price(-quote.difference) })}
              </p>
            </>
          ) : (
            <p className="font-semibold text-red-800">{t('amend.unavailable')}</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} variant="secondary" size="lg">
          {t('amend.check')}
        </Button>
        {quote?.available && (
          <Button type="button" disabled={busy} onClick={() => void confirm()} size="lg">
            {t('amend.confirm')}
          </Button>
        )}
        <Button variant="plain" size="lg" onClick={onDone}>
          {t('amend.close')}
        </Button>
      </div>
    </form>
  )
}
