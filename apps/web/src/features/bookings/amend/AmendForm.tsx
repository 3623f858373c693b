import { useState } from 'react'
import { useTranslation } from 'react-i18next'
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
import { useAmendBooking, useQuoteAmendment, type TAmendChange } from '../api'
import { additionalDriverNeeded } from './additionalDriver'
import { useLightForm, type TSetPath } from '../../../lib/form/useLightForm'
import { MemorableDateField } from '../../../components/form/MemorableDateField'
import { Button } from '../../../components/ui/Button'

type TPerson = { fullName: string; email: string; phone: string; birthDate: string }
const noPerson: TPerson = { fullName: '', email: '', phone: '', birthDate: '' }

/**
 * A driver's change of their booking: places (where the car is offered), dates and times on the
 * pick-up place's clock, options, the additional driver (asked for, and sent, only where the checkout
 * asks: additionalDriverNeeded). "Check the new price" asks the server (availability, price,
 * difference) and changes nothing; "Confirm" applies exactly that price.
 */
type TAmendValues = { pickup: string; dropoff: string; from: TDateTime; to: TDateTime; options: TExtra[]; extra: TPerson }

export function AmendForm({ booking, car, onDone }: { booking: TBookingDetail; car: TCarDetail; onDone: () => void }) {
  const { t } = useTranslation(['bookings', 'search', 'messages', 'account', 'checkout'])
  const price = usePrice()
  const settings = useSettings()
  const quoting = useQuoteAmendment()
  const amending = useAmendBooking()
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
  // The rental period's rules (core periodProblem), on the pick-up place's clock: one message for the form.
  const validate = (values: TAmendValues) => {
    const body = change(values)
    const period = periodProblem(new Date(body.from), new Date(body.to), new Date(), settings.periods)
    return period ? { period: t(`messages:${period}`, periodProblemParams(period, settings.periods)) } : {}
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
      setQuote(await quoting.mutateAsync({ params: { id: booking._id }, body: change(checked) }))
    },
    { show: setProblem },
  )
  const confirm = async () => {
    if (!quote) return
    setProblem('')
    try {
      await amending.mutateAsync({ params: { id: booking._id }, body: { change: change(values), expectedTotal: quote.totalPrice } })
      toast.success(t('amend.done'))
      onDone()
    } catch (e) {
      setProblem(failureText(e))
    }
  }
  const busy = form.submitting || amending.isPending
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
        {t('amend.title')}
      </h3>
      <div className="grid gap-4 desk:grid-cols-2">
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
                {t('amend.newTotal')} <strong className="tabular-nums">{price(quote.totalPrice)}</strong> ({t('days', { count: quote.days })})
              </p>
              <p className="font-semibold">
                {quote.difference === 0
                  ? t('amend.same')
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
