import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link } from 'react-router'
import { FLIGHT_NUMBER_MAX } from '@wheelbase/core/flight'
import { codeInput, TextField } from '../../components/form/TextField'
import type { TLightForm } from '../../lib/form/useLightForm'
import { signInPathFrom } from '../../lib/returnPath'
import type { TCheckoutForm } from './checkoutForm'
import { checkoutCard } from './CheckoutLayout'
import { DriverFields } from './DriverFields'

type Props = {
  form: TLightForm<TCheckoutForm>
  errorText: (message: string | undefined, field: string) => string | undefined
  /** A guest is offered to sign in, and told of an email that has an account. */
  guest: { here: string; onEmailBlur: (email: string) => void; emailHint: ReactNode } | null
  additionalDriver: boolean
  /** At an airport the desk waits for a late flight: the checkout asks which one. */
  airport: boolean
}

/** The driver's details, the additional driver's when that option is ticked, and the flight at an airport. */
export function DriverSection({ form, errorText, guest, additionalDriver, airport }: Props) {
  const { t } = useTranslation('checkout')
  return (
    <section aria-labelledby="driver-title" className={`${checkoutCard} flex flex-col gap-4`}>
      <h2 id="driver-title" className="text-xl font-bold">
        {t('driver.title')}
      </h2>
      {guest && (
        <p className="rounded-xl bg-page p-4">
          {t('driver.haveAccount')}{' '}
          <Link to={signInPathFrom(guest.here)} className="font-semibold underline">
            {t('driver.signIn')}
          </Link>{' '}
          <span className="text-muted">{t('driver.guestNote')}</span>
        </p>
      )}
      <DriverFields who="driver" form={form} errorText={errorText} onEmailBlur={guest?.onEmailBlur} emailHint={guest?.emailHint} />
      {additionalDriver && (
        <fieldset className="mt-2 flex flex-col gap-4 border-t border-line pt-4">
          <legend className="sr-only">{t('additionalDriver.title')}</legend>
          <h3 aria-hidden className="text-lg font-bold">
            {t('additionalDriver.title')}
          </h3>
          <DriverFields who="additionalDriver" form={form} errorText={errorText} />
        </fieldset>
      )}
      {airport && (
        <div className="grid gap-4 desk:grid-cols-2">
          <TextField
            id="flight-number"
            label={t('flight.label')}
            hint={t('flight.hint')}
            {...codeInput}
            maxLength={FLIGHT_NUMBER_MAX}
            error={errorText(form.errors.flightNumber, t('flight.label'))}
            {...form.field('flightNumber')}
          />
        </div>
      )}
    </section>
  )
}
