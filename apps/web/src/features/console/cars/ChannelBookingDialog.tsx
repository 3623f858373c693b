import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { BOOKING_CHANNELS, CHANNEL_LIMITS, CHANNEL_PAYMENTS, type TBookingChannel, type TChannelPayment } from '@wheelbase/core/enums'
import { EXTRAS, type TExtra } from '@wheelbase/core/extras'
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { fieldErrorText } from '../../../components/form/fieldError'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { FormAlert } from '../../../components/form/FormAlert'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { Button } from '../../../components/ui/Button'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { centsOf } from '../../../lib/form/amounts'
import { toast } from '../../../lib/toast'
import { usePrice } from '../../../lib/usePrice'
import { useChannelQuote, useRecordChannelBooking } from '../api'
import { channelBookingRequest, type TChannelForm } from './channelBookingBody'

type Props = {
  car: { _id: string; name: string; timeZone: string }
  /** The day the booking starts, on the car's clock (the calendar's chosen day). */
  firstDay: string
  onClose: () => void
}

/**
 * Records a booking taken by phone, at the desk, on the supplier's website or another marketplace
 * (issue 44): places and times on the pick-up place's clock, the driver as the desk heard them,
 * options, the channel and its reference, how it is paid. The quote is the checkout's (fees
 * included), shown as the form fills in; staff may set their own total with a reason. The server
 * refuses a taken car with a message naming what holds it, shown in the dialog.
 */
export function ChannelBookingDialog({ car, firstDay, onClose }: Props) {
  const { t, i18n } = useTranslation(['console', 'search', 'messages'])
  const settings = useSettings()
  const price = usePrice()
  const record = useRecordChannelBooking()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useLightForm<TChannelForm>(
    {
      pickup: '',
      dropoff: '',
      fromDate: firstDay,
      fromTime: '10:00',
      toDate: '',
      toTime: '10:00',
      fullName: '',
      phone: '',
      birthDate: '',
      email: '',
      language: (i18n.language as TLanguage) ?? 'en',
      mailDriver: false,
      channel: 'phone',
      reference: '',
      payment: 'pickup',
      ownTotal: '',
      reason: '',
      options: Object.fromEntries(EXTRAS.map((extra) => [extra, false])) as Record<TExtra, boolean>,
    },
    (values) => ({
      ...(values.toDate ? {} : { toDate: 'validation.fillField' }),
      ...(values.fullName.trim() ? {} : { fullName: 'validation.fillField' }),
      ...(values.phone.trim() ? {} : { phone: 'validation.fillField' }),
      ...(values.birthDate ? {} : { birthDate: 'validation.fillField' }),
      ...(values.mailDriver && !values.email.trim() ? { email: 'channelBookings.emailForMail' } : {}),
      ...(centsOf(values.ownTotal) === -1 ? { ownTotal: 'validation.invalidValue' } : {}),
      ...(values.ownTotal.trim() && !values.reason.trim() ? { reason: 'channelBookings.reasonRequired' } : {}),
    }),
  )
  const quote = useChannelQuote(car._id, form.values, car.timeZone)
  const places = quote.places
  const pickupId = form.values.pickup || places[0]?._id || ''
  const clock = places.find((place) => place._id === pickupId)?.timeZone ?? car.timeZone
  const offered = quote.offered
  const labels = {
    pickup: t('channel.pickup'),
    dropoff: t('channel.dropoff'),
    fromDate: t('channel.fromDate'),
    fromTime: t('channel.fromTime'),
    toDate: t('channel.toDate'),
    toTime: t('channel.toTime'),
    fullName: t('channel.fullName'),
    phone: t('channel.phone'),
    birthDate: t('channel.birthDate'),
    email: t('channel.email'),
    language: t('channel.language'),
    channel: t('channel.channel'),
    reference: t('channel.reference'),
    payment: t('channel.payment'),
    ownTotal: t('channel.ownTotal', { currency: settings.currency }),
    reason: t('channel.reason'),
  }
  const error = (path: keyof TChannelForm) =>
    fieldErrorText(t, form.errors[path], () => (path in labels ? labels[path as keyof typeof labels] : path), settings.minimumAge)
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefusal(null)
      const made = await record.mutateAsync({ body: channelBookingRequest(car._id, { ...values, pickup: pickupId }, clock) })
      toast.success(t('channel.recorded', { reference: made.reference, car: car.name, total: price(made.totalPrice) }))
      onClose()
    },
    {
      pathOf: (path) =>
        path === 'from'
          ? 'fromDate'
          : path === 'to'
            ? 'toDate'
            : path.startsWith('driver.')
              ? path.slice(7)
              : path === 'price.reason'
                ? 'reason'
                : path,
      show: setRefusal,
    },
  )
  const placeOptions = places.map((place) => ({ value: place._id, label: place.name }))
  return (
    <ModalDialog open wide title={t('channel.title', { car: car.name })} text={t('channel.text', { timeZone: clock })} onCancel={onClose}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4">
        {refusal && <FormAlert message={refusal} />}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('channel.when')}</legend>
          <SelectField label={labels.pickup} required options={placeOptions} {...form.select('pickup')} value={pickupId} />
          <SelectField label={labels.dropoff} options={[{ value: '', label: t('channel.samePlace') }, ...placeOptions]} {...form.select('dropoff')} />
          <TextField type="date" label={labels.fromDate} required error={error('fromDate')} {...form.field('fromDate')} />
          <TextField type="time" label={labels.fromTime} required step={1800} {...form.field('fromTime')} />
          <TextField type="date" label={labels.toDate} required min={form.values.fromDate} error={error('toDate')} {...form.field('toDate')} />
          <TextField type="time" label={labels.toTime} required step={1800} {...form.field('toTime')} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('channel.driver')}</legend>
          <TextField label={labels.fullName} required autoComplete="off" error={error('fullName')} {...form.field('fullName')} />
          <TextField type="tel" label={labels.phone} required autoComplete="off" error={error('phone')} {...form.field('phone')} />
          <TextField type="date" label={labels.birthDate} required error={error('birthDate')} {...form.field('birthDate')} />
          <TextField type="email" label={labels.email} autoComplete="off" error={error('email')} {...form.field('email')} />
          <CheckboxField label={t('channel.mailDriver')} {...form.field('mailDriver')} />
          {form.values.mailDriver && (
            <SelectField
              label={labels.language}
              options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
              {...form.select('language')}
            />
          )}
        </fieldset>
        {offered.length > 0 && (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-2 font-semibold">{t('channel.options')}</legend>
            {offered.map((extra) => (
              <CheckboxField key={extra} label={t(`search:extras.${extra}`)} {...form.field(`options.${extra}`)} />
            ))}
          </fieldset>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('channel.source')}</legend>
          <SelectField
            label={labels.channel}
            required
            options={BOOKING_CHANNELS.map((channel: TBookingChannel) => ({ value: channel, label: t(`channel.channels.${channel}`) }))}
            {...form.select('channel')}
          />
          <TextField label={labels.reference} maxLength={CHANNEL_LIMITS.reference} error={error('reference')} {...form.field('reference')} />
          <SelectField
            label={labels.payment}
            required
            options={CHANNEL_PAYMENTS.map((payment: TChannelPayment) => ({ value: payment, label: t(`channel.payments.${payment}`) }))}
            {...form.select('payment')}
          />
        </fieldset>
        <div role="status" className="rounded-xl bg-slate-50 px-4 py-3">
          {quote.state === 'incomplete' && t('channel.quoteIncomplete')}
          {quote.state === 'loading' && t('channel.quoting')}
          {quote.state === 'unavailable' && <span className="font-medium text-red-800">{t('channel.quoteUnavailable')}</span>}
          {quote.state === 'ready' && (
            <span className="font-medium">{t('channel.quote', { total: price(quote.totalPrice), count: quote.days })}</span>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={labels.ownTotal} inputMode="decimal" error={error('ownTotal')} {...form.field('ownTotal')} />
          {form.values.ownTotal.trim() !== '' && (
            <TextField label={labels.reason} required maxLength={CHANNEL_LIMITS.reason} error={error('reason')} {...form.field('reason')} />
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('blocks.cancel')}
          </Button>
          <Button type="submit" busy={form.submitting}>
            {t('channel.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
