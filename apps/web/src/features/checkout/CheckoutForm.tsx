import { depositSplit } from '@wheelbase/core/deposit'
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { ageOn, isValidIsoDate } from '@wheelbase/core/age'
import type { TExtra } from '@wheelbase/core/extras'
import { toLanguage } from '@wheelbase/core/languages'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { OptionsList } from '../../components/car/OptionsList'
import { Captcha } from '../../components/form/Captcha'
import { fieldErrorText } from '../../components/form/fieldError'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TermsCheckbox } from '../../components/ui/TermsCheckbox'
import { SkeletonText } from '../../components/ui/Skeleton'
import { PriceBreakdown } from '../../components/price/PriceBreakdown'
import type { TServerErrors } from '../../lib/form/serverErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useEarlyInputs } from '../../lib/hydration'
import { useSession } from '../../lib/session'
import { useSettings } from '../../lib/settings'
import { usePageTitle } from '../../lib/usePageTitle'
import { useNear } from '../../lib/useNear'
import { usePrice, useShownPrice } from '../../lib/usePrice'
import { useCreateCheckout } from './api'
import { BookingSummary } from './BookingSummary'
import { checkoutBodyOf, FIELD_OF_CODE, formPathOf } from './checkoutBody'
import { emptyDriver, validateCheckout, type TCheckoutForm, type TDriverForm } from './checkoutForm'
import { checkoutCard, CheckoutLayout } from './CheckoutLayout'
import type { TCheckoutParams } from './checkoutParams'
import { CheckoutProblem } from './CheckoutProblem'
import { DriverSection } from './DriverSection'
import { EmailAccountHint, type TEmailState } from './EmailAccountHint'
import { PaymentChoice } from './PaymentChoice'
import { useEmailCheck } from './useEmailCheck'

type Props = {
  car: TCarDetail
  quote: NonNullable<TCarDetail['quote']>
  params: TCheckoutParams
  updating: boolean
  /** The driver's details to start from: a signed-in driver's profile (the page keys the form by it). */
  driver?: TDriverForm | undefined
  /** Told once the driver has changed anything: the page then leaves the form as it is. */
  onTyped: () => void
  onToggle: (extra: TExtra, on: boolean) => void
  /** The driver's age on the pick-up day, once a whole birth date is typed: the page re-quotes for it. */
  onDriverAge: (age: number) => void
  /** The age the search was made for (undefined: 25–70): a quote for another says so. */
  searchedAge: number | undefined
  /** The options' boxes, for the page to take those ticked before the app started. */
  optionsRef: Ref<HTMLFieldSetElement>
  searchAgain: { label: string; to: string }
}

// The supplier's key facts, above the payment choice (issue 45): their own chunk and texts, asked
// when the driver nears them (a phone's first screen is the car and the options).
const KeyFacts = lazy(() => import('../../components/car/keyFacts/KeyFacts'))

/** The key facts' pick-up: the chosen place's clock and name. */
function keyPickup(car: TCarDetail, params: TCheckoutParams) {
  const place = car.locations.find((location) => location._id === params.pickup)
  return place ? { at: new Date(params.from), timeZone: place.timeZone, place: place.name } : null
}

/** A new key per payment attempt: a retry after a decline is a new attempt; a lost answer is retried with the same key. */
const newKey = () => crypto.randomUUID()

/** The checkout's form: the driver, the options, the payment; its request and refusals are checkoutBody.ts's. */
export function CheckoutForm({ car, quote, params, updating, driver, onTyped, onToggle, onDriverAge, searchedAge, optionsRef, searchAgain }: Props) {
  const { t, i18n } = useTranslation(['checkout', 'account', 'messages'])
  usePageTitle(t('title'))
  const settings = useSettings()
  const price = usePrice()
  const shown = useShownPrice()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  const { user } = useSession()
  const guest = !user
  const [failure, setFailure] = useState<string | null>(null)
  const [clash, setClash] = useState(false)
  const [emailState, setEmailState] = useState<TEmailState>('unknown')
  const attemptKey = useRef(newKey())
  // The key facts sit above the payment, below the fold: they load as the driver nears them.
  const factsRef = useRef<HTMLDivElement>(null)
  const factsNear = useNear(factsRef)
  // Only options this car prices are a choice: included ones are booked anyway, unavailable ones cannot be.
  const chosen = params.options.filter((extra) => car.extras[extra] > 0)
  const additionalDriver = chosen.includes('additionalDriver')
  const airport = car.locations.find((place) => place._id === params.pickup)?.kind === 'airport'
  const payments = settings.providers.payments

  const form = useLightForm<TCheckoutForm>(
    {
      driver: driver ?? emptyDriver,
      additionalDriver: emptyDriver,
      flightNumber: '',
      method: car.supplierPayLater ? 'later' : 'card',
      card: { number: '', expiry: '', cvc: '' },
      acceptTerms: false,
      captcha: '',
    },
    (values) =>
      validateCheckout(values, { minAge: car.minimumAge, guest, additionalDriver, airport, card: values.method !== 'later' && payments === 'test' }),
  )
  // What the driver typed or ticked before the app started (a slow phone shows the form a second or
  // more before it answers): taken as if done now, not wiped by the next render.
  const formElement = useRef<HTMLFormElement>(null)
  useEarlyInputs(formElement, form.adopt)
  useEffect(() => {
    if (form.dirty) onTyped()
  }, [form.dirty, onTyped])

  // The driver's age on the pick-up day, as the server will count it: the quote follows it.
  const birthDate = form.values.driver.birthDate
  const typedAge = isValidIsoDate(birthDate) ? ageOn(birthDate, new Date(params.from)) : undefined
  // (The page keeps the age as state: the same age again changes nothing.)
  useEffect(() => {
    if (typedAge !== undefined) onDriverAge(typedAge)
  }, [typedAge, onDriverAge])

  const checkout = useCreateCheckout()
  const checkEmail = useEmailCheck(setEmailState)
  const errorText = (message: string | undefined, field: string) => {
    // A schema's "You must be at least…" reads, on a checkout, as the car's own rule for its driver.
    const key = message === 'validation.minAge' ? 'validation.driverMinAge' : message
    return fieldErrorText(t, key, () => field, car.minimumAge)
  }
  const here = location.pathname + location.search
  const language = toLanguage(i18n.language) ?? settings.defaultLanguage

  const submit = async (values: TCheckoutForm) => {
    setFailure(null)
    const body = checkoutBodyOf(values, { params, chosen, additionalDriver, airport, guest, payments, language, termsVersion: car.keyTerms.version })
    const result = await checkout.mutateAsync({ headers: { 'idempotency-key': attemptKey.current }, body })
    // A hosted payment page (Stripe) brings the driver back to the status page afterwards.
    if (result.redirectUrl) window.location.assign(result.redirectUrl)
    else void navigate(`/checkout-session/${result.sessionId}`)
  }
  const refusals: TServerErrors = {
    // A refusal ends this attempt; a lost answer keeps its key: sending again cannot book twice.
    onRefused: (e) => {
      attemptKey.current = newKey()
      // The supplier changed its terms meanwhile: the car is asked again, and its new key facts shown above the payment.
      if (e.code === 'terms_changed') void queryClient.invalidateQueries()
      if (e.code === 'email_registered' || e.code === 'email_registered_no_password')
        setEmailState(e.code === 'email_registered' ? 'registered' : 'noPassword')
    },
    at: { ...FIELD_OF_CODE, car_unavailable: () => setClash(true) },
    pathOf: formPathOf,
    show: setFailure,
    lost: t('errors.network'),
  }

  if (clash) return <CheckoutProblem title={t('problem.unavailableTitle')} text={t('problem.unavailable')} action={searchAgain} />

  const total = t('price.totalFor', { count: quote.days })
  // The supplier's deposit online (core deposit.ts): its share now, the rest at the desk.
  const percent = car.keyTerms.depositPercent
  const deposit = percent ? { percent, ...depositSplit(quote.totalPrice, percent) } : null
  return (
    <CheckoutLayout
      title={t('title')}
      formRef={formElement}
      onSubmit={(e) => void form.handleSubmit(submit, refusals)(e)}
      summary={<BookingSummary car={car} params={params} days={quote.days} />}
      price={
        <>
          <PriceBreakdown quote={quote} updating={updating} shown />
          {params.age !== searchedAge && (
            <p role="status" className="mt-3 rounded-xl bg-focused p-3 text-sm">
              {params.age === undefined ? t('price.requotedUsual') : t('price.requotedAge', { age: params.age })}
            </p>
          )}
        </>
      }
      total={{ label: total, amount: shown(quote.totalPrice), updating }}
    >
      <div className={checkoutCard}>
        <OptionsList car={car} chosen={chosen} onToggle={onToggle} listRef={optionsRef} />
      </div>
      <DriverSection
        form={form}
        errorText={errorText}
        additionalDriver={additionalDriver}
        airport={airport}
        guest={
          guest
            ? {
                here,
                onEmailBlur: (email) => void checkEmail(email, form),
                emailHint: <EmailAccountHint state={emailState} email={form.values.driver.email} returnTo={here} />,
              }
            : null
        }
      />
      <div ref={factsRef} className={checkoutCard}>
        {factsNear ? (
          <Suspense fallback={<SkeletonText />}>
            <KeyFacts
              terms={car.keyTerms}
              pickup={keyPickup(car, params)}
              cancellation={chosen.includes('cancellation') ? 0 : car.extras.cancellation}
              headingLevel={2}
            />
          </Suspense>
        ) : (
          <SkeletonText />
        )}
      </div>
      <div className={`${checkoutCard} flex flex-col gap-4`}>
        <PaymentChoice
          form={form}
          payLater={car.supplierPayLater}
          deposit={deposit && { percent: deposit.percent, now: price(deposit.nowCents), desk: price(deposit.deskCents) }}
          provider={payments}
          errorText={errorText}
        />
        {guest && (
          <>
            <TermsCheckbox error={errorText(form.errors.acceptTerms, '')} {...form.field('acceptTerms')} />
            <Captcha onChange={(payload) => form.set('captcha', payload ?? '')} error={errorText(form.errors.captcha, '')} />
          </>
        )}
        <FormAlert message={failure} />
        <p className="flex items-baseline justify-between gap-3 text-lg">
          <span>{total}</span>
          <strong className="text-2xl tabular-nums">{shown(quote.totalPrice)}</strong>
        </p>
        <SubmitButton busy={form.submitting} disabled={updating}>
          {form.submitting
            ? t('submit.busy')
            : form.values.method === 'later'
              ? t('submit.later')
              : t('submit.online', { price: price(deposit && form.values.method === 'deposit' ? deposit.nowCents : quote.totalPrice) })}
        </SubmitButton>
      </div>
    </CheckoutLayout>
  )
}
