import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TExtra } from '@wheelbase/core/extras'
import type { TAmendQuote, TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { periodProblem, periodProblemParams } from '@wheelbase/core/search'
import { useSettings } from '../../../lib/settings'
import { fieldClass, TextField } from '../../../components/form/TextField'
import { DateTimeField, type TDateTime } from '../../../components/search/DateTimeField'
import { ApiError } from '../../../lib/api/client'
import { useLocation } from '../../../lib/places'
import { isoDate, toIso, wallOf } from '../../../lib/search/dateTime'
import { toast } from '../../../lib/toast'
import { usePrice } from '../../../lib/usePrice'
import { OptionsList } from '../../../components/car/OptionsList'
import { useAmendBooking, useQuoteAmendment, type TAmendChange } from '../api'
import { additionalDriverNeeded } from './additionalDriver'
import { MemorableDateField } from '../../../components/form/MemorableDateField'
import { Button, buttonClass } from '../../../components/ui/Button'

type TPerson = { fullName: string; email: string; phone: string; birthDate: string }
const noPerson: TPerson = { fullName: '', email: '', phone: '', birthDate: '' }

/**
 * A driver's change of their booking: places (where the car is offered), dates and times on the
 * pick-up place's clock, options, the additional driver (asked for, and sent, only where the checkout
 * asks: additionalDriverNeeded). "Check the new price" asks the server (availability, price,
 * difference) and changes nothing; "Confirm" applies exactly that price.
 */
export function AmendForm({ booking, car, onDone }: { booking: TBookingDetail; car: TCarDetail; onDone: () => void }) {
  const { t } = useTranslation(['bookings', 'search', 'messages', 'account', 'checkout'])
  const price = usePrice()
  const settings = useSettings()
  const quoting = useQuoteAmendment()
  const amending = useAmendBooking()
  const [pickup, setPickup] = useState(booking.pickup._id)
  const [dropoff, setDropoff] = useState(booking.dropoff._id)
  const [from, setFrom] = useState<TDateTime>(() => wallOf(booking.from) ?? { date: isoDate(new Date()), time: '10:00' })
  const [to, setTo] = useState<TDateTime>(() => wallOf(booking.to) ?? { date: isoDate(new Date()), time: '10:00' })
  const [options, setOptions] = useState<TExtra[]>(booking.options)
  const [extra, setExtra] = useState<TPerson>(() => ({
    ...noPerson,
    ...booking.additionalDriver,
    phone: booking.additionalDriver?.phone ?? '',
    birthDate: booking.additionalDriver?.birthDate ?? '',
  }))
  const [quote, setQuote] = useState<TAmendQuote | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const timeZone = useLocation(pickup).data?.timeZone ?? 'Europe/Athens'
  const asksAdditionalDriver = additionalDriverNeeded(car, booking, options)
  // Any edit makes the shown price stale: it is asked again before confirming.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setQuote(null)
      setProblem('')
    }
  const change = (): TAmendChange => ({
    pickup,
    ...(dropoff !== pickup ? { dropoff } : {}),
    from: toIso(from, timeZone),
    to: toIso(to, timeZone),
    options: Object.fromEntries(options.map((o) => [o, true])),
    ...(asksAdditionalDriver ? { additionalDriver: extra } : {}),
  })
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setProblem('')
    try {
      await action()
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : t('messages:errors.unhandled'))
    } finally {
      setBusy(false)
    }
  }
  const check = (event: FormEvent) => {
    event.preventDefault()
    const body = change()
    const period = periodProblem(new Date(body.from), new Date(body.to), new Date(), settings.periods)
    if (period) return setProblem(t(`messages:${period}`, periodProblemParams(period, settings.periods)))
    void run(async () => setQuote(await quoting.mutateAsync({ params: { id: booking._id }, body })))
  }
  const confirm = () =>
    run(async () => {
      if (!quote) return
      await amending.mutateAsync({ params: { id: booking._id }, body: { change: change(), expectedTotal: quote.totalPrice } })
      toast.success(t('amend.done'))
      onDone()
    })
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
      value={extra[key]}
      onChange={(e) => edit(setExtra)({ ...extra, [key]: e.target.value })}
    />
  )
  return (
    <form noValidate onSubmit={check} aria-labelledby="amend-title" className="flex flex-col gap-5 rounded-xl border border-line p-4">
      <h3 id="amend-title" className="text-lg font-bold">
        {t('amend.title')}
      </h3>
      <div className="grid gap-4 desk:grid-cols-2">
        {place('amend-pickup', t('search:form.pickupLocation'), pickup, edit(setPickup))}
        {place('amend-dropoff', t('search:form.dropoffLocation'), dropoff, edit(setDropoff))}
        <DateTimeField legend={t('search:form.pickupDate')} value={from} minDate={isoDate(new Date())} onChange={edit(setFrom)} />
        <DateTimeField legend={t('search:form.dropoffDate')} value={to} minDate={from.date} onChange={edit(setTo)} />
      </div>
      <OptionsList car={car} chosen={options} onToggle={(o, on) => edit(setOptions)(on ? [...options, o] : options.filter((x) => x !== o))} />
      {asksAdditionalDriver && (
        <fieldset className="grid gap-4 desk:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('checkout:additionalDriver.title')}</legend>
          {person('fullName')}
          {person('email', 'email')}
          {person('phone', 'tel')}
          <MemorableDateField
            label={t('account:fields.birthDate')}
            required
            value={extra.birthDate}
            onChange={(birthDate) => edit(setExtra)({ ...extra, birthDate })}
          />
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {problem}
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
        <button type="submit" disabled={busy} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('amend.check')}
        </button>
        {quote?.available && (
          <button type="button" disabled={busy} onClick={() => void confirm()} className={buttonClass({ size: 'lg' })}>
            {t('amend.confirm')}
          </button>
        )}
        <Button variant="plain" size="lg" onClick={onDone}>
          {t('amend.close')}
        </Button>
      </div>
    </form>
  )
}
