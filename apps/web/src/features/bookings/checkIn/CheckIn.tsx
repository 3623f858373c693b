import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { isValidIsoDate } from '@wheelbase/core/age'
import { checkInProblem, COUNTRIES, EU_COUNTRIES } from '@wheelbase/core/checkIn'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TCheckInBody } from '@wheelbase/core/schemas/checkIn'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { MemorableDateField } from '../../../components/form/MemorableDateField'
import { SelectField } from '../../../components/form/SelectField'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { codeInput, TextField } from '../../../components/form/TextField'
import { Button } from '../../../components/ui/Button'
import { useLightForm, type TFormErrors } from '../../../lib/form/useLightForm'
import { formatDate } from '../../../lib/intl'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'

type TCheckInForm = { licenceNumber: string; country: string; issued: string; permit: boolean }
const empty: TCheckInForm = { licenceNumber: '', country: '', issued: '', permit: false }

/**
 * Online check-in (issue 45): the driving licence's number, issuing country and date of issue,
 * and an international permit where the supplier asks for one with a licence from outside the EU.
 * Core's rule is checked here first, with its message saying what is missing (the server checks
 * it again). Once given, the page says when; the driver may give it again to correct it.
 */
export default function CheckIn({ booking, send }: { booking: TBookingDetail; send: (body: TCheckInBody) => Promise<unknown> }) {
  const { t, i18n } = useTranslation(['bookings', 'bookingMessages', 'messages'])
  const settings = useSettings()
  const [open, setOpen] = useState(false)
  const rule = booking.terms ?? { licenceMinYears: 0, permitOutsideEu: false }
  const pickupDay = booking.from.slice(0, 10)
  const names = new Intl.DisplayNames(i18n.language, { type: 'region' })
  const countries = COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  )
  const longDate = (day: string) => formatDate(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }, new Date(`${day}T00:00:00Z`))

  const check = (values: TCheckInForm): TFormErrors => {
    const errors: TFormErrors = {}
    if (!values.licenceNumber.trim()) errors.licenceNumber = 'validation.fillField'
    else if (!/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(values.licenceNumber.trim())) errors.licenceNumber = 'validation.invalidValue'
    if (!values.country) errors.country = 'validation.fillField'
    if (!isValidIsoDate(values.issued)) errors.issued = values.issued ? 'validation.invalidDate' : 'validation.fillField'
    else if (values.issued > new Date().toISOString().slice(0, 10)) errors.issued = t('bookingMessages:checkIn.issuedInFuture')
    if (Object.keys(errors).length) return errors
    // The supplier's rule, with its message: what is missing, and from when the licence must date.
    const problem = checkInProblem(values, rule, pickupDay)
    if (problem?.field === 'issued')
      errors.issued = t('bookingMessages:checkIn.licenceTooNew', { ...problem.params, date: longDate(problem.params.date) })
    else if (problem) errors.permit = t('bookingMessages:checkIn.permitNeeded')
    return errors
  }
  const form = useLightForm(empty, check)
  const label = (name: keyof TCheckInForm) => t(`checkIn.${name}`)
  const error = (name: keyof TCheckInForm) => fieldErrorText(t, form.errors[name], () => label(name), settings.minimumAge)
  const onSubmit = form.handleSubmit(async (values) => {
    await send({ ...values, licenceNumber: values.licenceNumber.trim() })
    toast.success(t('checkIn.done'))
    setOpen(false)
  })
  const outsideEu = form.values.country !== '' && !EU_COUNTRIES.has(form.values.country)
  const at = booking.checkedInAt && formatDate(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }, new Date(booking.checkedInAt))

  return (
    <section aria-labelledby="check-in-title" className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h3 id="check-in-title" className="text-lg font-bold">
        {t('checkIn.title')}
      </h3>
      <p className="text-sm">{at ? t('checkIn.doneAt', { at }) : t('checkIn.lead')}</p>
      {!open ? (
        <Button type="button" variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {at ? t('checkIn.again') : t('checkIn.start')}
        </Button>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="check-in-title" className="flex flex-col gap-4">
          <TextField label={label('licenceNumber')} required {...codeInput} error={error('licenceNumber')} {...form.field('licenceNumber')} />
          <SelectField
            label={label('country')}
            required
            options={[{ value: '', label: t('checkIn.chooseCountry') }, ...countries]}
            value={form.values.country}
            error={error('country')}
            ref={form.ref('country')}
            onChange={(event) => form.set('country', event.target.value)}
          />
          <MemorableDateField
            label={label('issued')}
            required
            birthday={false}
            value={form.values.issued}
            error={error('issued')}
            firstRef={form.ref('issued')}
            onChange={(issued) => form.set('issued', issued)}
          />
          {(outsideEu || form.values.permit) && <CheckboxField label={label('permit')} error={error('permit')} {...form.field('permit')} />}
          <p className="text-sm text-muted">{t('checkIn.privacy')}</p>
          <SubmitButton busy={form.submitting}>{t('checkIn.submit')}</SubmitButton>
        </form>
      )}
    </section>
  )
}
