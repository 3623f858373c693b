import { useEffect, useRef, useState, type Ref } from 'react'
import { ageOn, isValidIsoDate } from '@wheelbase/core/age'
import { FLIGHT_NUMBER_MAX } from '@wheelbase/core/flight'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import type { TExtra } from '@wheelbase/core/extras'
import { toLanguage } from '@wheelbase/core/languages'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { Captcha } from '../../components/form/Captcha'
import { FormAlert } from '../../components/form/FormAlert'
import { fieldErrorText } from '../../components/form/fieldError'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TermsCheckbox } from '../../components/form/CheckboxField'
import { TextField } from '../../components/form/TextField'
import { buttonClass } from '../../components/ui/Button'
import { ApiError } from '../../lib/api/client'
import { useCreateCheckout, useDriverProfile } from './api'
import { useLightForm, type TPath } from '../../lib/form/useLightForm'
import { useEarlyInputs } from '../../lib/hydration'
import { signInPathFrom } from '../../lib/returnPath'
import { useSession } from '../../lib/session'
import { useSettings } from '../../lib/settings'
import { usePageTitle } from '../../lib/usePageTitle'
import { usePrice, useShownPrice } from '../../lib/usePrice'
import { PriceBreakdown } from '../../components/price/PriceBreakdown'
import { BookingSummary } from './BookingSummary'
import { emptyDriver, validateCheckout, type TCheckoutForm } from './checkoutForm'
import type { TCheckoutParams } from './checkoutParams'
import { CheckoutProblem } from './CheckoutProblem'
import { DriverFields } from './DriverFields'
import { EmailAccountHint, type TEmailState } from './EmailAccountHint'
import { OptionsList } from '../../components/car/OptionsList'
import { PaymentChoice } from './PaymentChoice'
import { useEmailCheck } from './useEmailCheck'
import { cardClass } from '../../components/ui/Card'

type Props = {
  car: TCarDetail
  quote: NonNullable<TCarDetail['quote']>
  params: TCheckoutParams
  updating: boolean
  onToggle: (extra: TExtra, on: boolean) => void
  /** The driver's age on the pick-up day, once a whole birth date is typed: the page re-quotes for it. */
  onDriverAge: (age: number) => void
  /** The age the search was made for (undefined: 25–70): a quote for another says so. */
  searchedAge: number | undefined
  /** The options' boxes, for the page to take those ticked before the app started. */
  optionsRef: Ref<HTMLFieldSetElement>
  searchAgain: { label: string; to: string }
}

const card = cardClass('p-5 desk:p-6')
/** A new key per payment attempt: a retry after a decline is a new attempt; a lost answer is retried with the same key. */
const newKey = () => crypto.randomUUID()

/** Server error codes that belong to one field. */
const FIELD_OF_CODE: Record<string, TPath<TCheckoutForm>> = {
  driver_too_young: 'driver.birthDate',
  additional_driver_too_young: 'additionalDriver.birthDate',
  captcha_failed: 'captcha',
  terms_required: 'acceptTerms',
}

export function CheckoutForm({ car, quote, params, updating, onToggle, onDriverAge, searchedAge, optionsRef, searchAgain }: Props) {
  const { t, i18n } = useTranslation(['checkout', 'account', 'messages'])
  usePageTitle(t('title'))
  const settings = useSettings()
  const price = usePrice()
  const shown = useShownPrice()
  const navigate = useNavigate()
  const location = useLocation()
  const { user } = useSession()
  const guest = !user
  const [failure, setFailure] = useState<string | null>(null)
  const [clash, setClash] = useState(false)
  const [emailState, setEmailState] = useState<TEmailState>('unknown')
  const attemptKey = useRef(newKey())
  // Only options this car prices are a choice: included ones are booked anyway, unavailable ones cannot be.
  const chosen = params.options.filter((extra) => car.extras[extra] > 0)
  const additional = chosen.includes('additionalDriver')
  // At an airport the desk waits for a late flight: the checkout asks which one.
  const airport = car.locations.find((place) => place._id === params.pickup)?.kind === 'airport'

  const defaults: TCheckoutForm = {
    driver: emptyDriver,
    additionalDriver: emptyDriver,
    flightNumber: '',
    method: car.supplierPayLater ? 'later' : 'card',
    card: { number: '', expiry: '', cvc: '' },
    acceptTerms: false,
    captcha: '',
  }
  const form = useLightForm(defaults, (values) =>
    validateCheckout(values, {
      minAge: car.minimumAge,
      guest,
      additionalDriver: additional,
      airport,
      card: values.method === 'card' && settings.providers.payments === 'test',
    }),
  )
  const method = form.values.method
  // What the driver typed or ticked before the app started (a slow phone shows the form a second or
  // more before it answers): taken as if done now, not wiped by the next render.
  const formElement = useRef<HTMLFormElement>(null)
  useEarlyInputs(formElement, form.adopt)

  // Signed in: the driver's details come from the profile, editable for this booking.
  const profile = useDriverProfile(user?._id)
  const checkout = useCreateCheckout()
  const [prefilled, setPrefilled] = useState(false)
  if (profile.data && !prefilled && !form.dirty) {
    const p = profile.data
    setPrefilled(true)
    form.reset({ ...form.values, driver: { fullName: p.fullName, email: p.email, phone: p.phone ?? '', birthDate: p.birthDate ?? '' } })
  }

  // The driver's age on the pick-up day, as the server will count it: the quote follows it.
  const birthDate = form.values.driver.birthDate
  const typedAge = isValidIsoDate(birthDate) ? ageOn(birthDate, new Date(params.from)) : undefined
  // (The page keeps the age as state: the same age again changes nothing.)
  useEffect(() => {
    if (typedAge !== undefined) onDriverAge(typedAge)
  }, [typedAge, onDriverAge])

  const checkEmail = useEmailCheck(setEmailState)
  const errorText = (message: string | undefined, field: string) => {
    // A schema's "You must be at least…" reads, on a checkout, as the car's own rule for its driver.
    const key = message === 'validation.minAge' ? 'validation.driverMinAge' : message
    return fieldErrorText(t, key, () => field, car.minimumAge)
  }
  const here = location.pathname + location.search

  const submit = async (values: TCheckoutForm) => {
    setFailure(null)
    const body = {
      car: params.car,
      pickup: params.pickup,
      dropoff: params.dropoff,
      from: params.from,
      to: params.to,
      options: Object.fromEntries(chosen.map((extra) => [extra, true])),
      driver: values.driver,
      additionalDriver: additional ? values.additionalDriver : undefined,
      flightNumber: airport && values.flightNumber.trim() ? values.flightNumber : undefined,
      payment:
        values.method === 'later'
          ? { method: 'later' as const }
          : settings.providers.payments === 'test'
            ? { method: 'card' as const, card: values.card }
            : { method: 'online' as const },
      acceptTerms: guest ? values.acceptTerms : undefined,
      captcha: guest ? values.captcha : undefined,
      retryOf: params.retryOf,
      language: toLanguage(i18n.language) ?? settings.defaultLanguage,
    }
    try {
      const result = await checkout.mutateAsync({ headers: { 'idempotency-key': attemptKey.current }, body })
      // A hosted payment page (Stripe) brings the driver back to the status page afterwards.
      if (result.redirectUrl) window.location.assign(result.redirectUrl)
      else void navigate(`/checkout-session/${result.sessionId}`)
    } catch (e) {
      if (!(e instanceof ApiError) || e.status >= 500) {
        // The answer was lost: sending again with the same key cannot book twice.
        setFailure(t('errors.network'))
        return
      }
      attemptKey.current = newKey()
      const field = FIELD_OF_CODE[e.code]
      if (e.code === 'car_unavailable') setClash(true)
      else if (e.code === 'email_registered' || e.code === 'email_registered_no_password') {
        setEmailState(e.code === 'email_registered' ? 'registered' : 'noPassword')
        form.setError('driver.email', e.message, true)
      } else if (field) form.setError(field, e.message, true)
      else if (Object.keys(e.fields).length) {
        for (const [name, message] of Object.entries(e.fields)) form.setError(name.replace(/^payment\./, '') as TPath<TCheckoutForm>, message, true)
      } else setFailure(e.message)
    }
  }

  if (clash) return <CheckoutProblem title={t('problem.unavailableTitle')} text={t('problem.unavailable')} action={searchAgain} />

  const submitLabel = method === 'card' ? t('submit.online', { price: price(quote.totalPrice) }) : t('submit.later')
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-32 pt-8 desk:px-6 desk:pb-12">
      <h1 className="text-3xl font-bold tracking-tight desk:text-4xl">{t('title')}</h1>
      {/* method="dialog": a form outside a dialog sent before the app runs goes nowhere (a GET would
          put the driver's details, and a test card, in the address and the server's log). */}
      <form
        ref={formElement}
        id="checkout-form"
        method="dialog"
        noValidate
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        className="mt-6 grid items-start gap-5 desk:grid-cols-[minmax(0,1fr)_360px] desk:gap-6"
      >
        <div className={card}>
          <BookingSummary car={car} params={params} days={quote.days} />
        </div>
        <aside className={`${card} desk:sticky desk:top-20 desk:col-start-2 desk:row-span-5 desk:row-start-1`}>
          <PriceBreakdown quote={quote} updating={updating} shown />
          {params.age !== searchedAge && (
            <p role="status" className="mt-3 rounded-xl bg-focused p-3 text-sm">
              {params.age === undefined ? t('price.requotedUsual') : t('price.requotedAge', { age: params.age })}
            </p>
          )}
        </aside>
        <div className={card}>
          <OptionsList car={car} chosen={chosen} onToggle={onToggle} listRef={optionsRef} />
        </div>
        <section aria-labelledby="driver-title" className={`${card} flex flex-col gap-4`}>
          <h2 id="driver-title" className="text-xl font-bold">
            {t('driver.title')}
          </h2>
          {guest && (
            <p className="rounded-xl bg-page p-4">
              {t('driver.haveAccount')}{' '}
              <Link to={signInPathFrom(here)} className="font-semibold underline">
                {t('driver.signIn')}
              </Link>{' '}
              <span className="text-muted">{t('driver.guestNote')}</span>
            </p>
          )}
          <DriverFields
            who="driver"
            form={form}
            errorText={errorText}
            onEmailBlur={guest ? (email) => void checkEmail(email, form) : undefined}
            emailHint={guest ? <EmailAccountHint state={emailState} email={form.values.driver.email} returnTo={here} /> : undefined}
          />
          {additional && (
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
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={FLIGHT_NUMBER_MAX}
                error={errorText(form.errors.flightNumber, t('flight.label'))}
                {...form.field('flightNumber')}
              />
            </div>
          )}
        </section>
        <div className={`${card} flex flex-col gap-4`}>
          <PaymentChoice form={form} payLater={car.supplierPayLater} provider={settings.providers.payments} errorText={errorText} />
          {guest && (
            <>
              <TermsCheckbox error={errorText(form.errors.acceptTerms, '')} {...form.field('acceptTerms')} />
              <Captcha onChange={(payload) => form.set('captcha', payload ?? '')} error={errorText(form.errors.captcha, '')} />
            </>
          )}
          <FormAlert message={failure} />
          <p className="flex items-baseline justify-between gap-3 text-lg">
            <span>{t('price.totalFor', { count: quote.days })}</span>
            <strong className="text-2xl tabular-nums">{shown(quote.totalPrice)}</strong>
          </p>
          <SubmitButton busy={form.submitting} disabled={updating}>
            {form.submitting ? t('submit.busy') : submitLabel}
          </SubmitButton>
        </div>
      </form>
      {/* On a phone the total and the action stay within reach at the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 shadow-card desk:hidden">
        <p className="min-w-0">
          <span className="block text-sm text-muted">{t('price.totalFor', { count: quote.days })}</span>
          <span className="text-xl font-bold tabular-nums" aria-busy={updating || undefined}>
            {shown(quote.totalPrice)}
          </span>
        </p>
        <a href="#payment-title" className={buttonClass({}, 'shrink-0')}>
          {t('submit.toPayment')}
        </a>
      </div>
    </div>
  )
}
