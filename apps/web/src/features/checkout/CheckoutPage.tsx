import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { useSearchParams } from 'react-router'
import { EXTRAS, type TExtra } from '@wheelbase/core/extras'
import { refused } from '../../lib/api/failure'
import { searchPath } from '../../lib/search/criteria'
import { useEarlyInputs } from '../../lib/hydration'
import { usePageTitle } from '../../lib/usePageTitle'
import { CheckoutForm } from './CheckoutForm'
import { CheckoutProblem } from './CheckoutProblem'
import { useCheckoutCar, useDriverProfile } from './api'
import { useSession } from '../../lib/session'
import { checkoutParamsOf, quotedAge, type TCheckoutParams } from './checkoutParams'
import { SkeletonText } from '../../components/ui/Skeleton'
import { Card } from '../../components/ui/Card'

function Loading() {
  const { t } = useTranslation('checkout')
  usePageTitle(t('title'))
  return (
    <div aria-busy className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 desk:grid-cols-[1fr_360px] desk:px-6">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      {[0, 1].map((i) => (
        <Card key={i} aria-hidden className="h-72 p-6">
          <SkeletonText />
        </Card>
      ))}
    </div>
  )
}

function Checkout({ params: fromUrl }: { params: TCheckoutParams }) {
  const { t } = useTranslation('checkout')
  const [, setSearchParams] = useSearchParams()
  // The ticks show at once; the URL follows, so a sign-in on the way comes back to the same choice.
  const [options, setOptions] = useState(fromUrl.options)
  // The driver's age as the birth date gives it, once typed: the quote follows (its fees depend on it).
  const [age, setAge] = useState(quotedAge(fromUrl.age))
  const params = { ...fromUrl, options, age }
  const query = useCheckoutCar(params)
  // A signed-in driver's details come from the profile, editable for this booking. The form starts
  // again from them when they arrive (a keyed reset), unless the driver has already typed.
  const { user } = useSession()
  const profile = useDriverProfile(user?._id)
  const [typedFirst, setTypedFirst] = useState(false)
  const onTyped = useCallback(() => setTypedFirst((already) => already || !profile.data), [profile.data])
  const prefill = profile.data && !typedFirst ? profile.data : undefined
  const again = { label: t('problem.searchAgain'), to: searchPath(params) }
  const choose = (list: TExtra[]) => {
    setOptions(list)
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (list.length) next.set('options', list.join(','))
        else next.delete('options')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }
  const toggle = (extra: TExtra, on: boolean) => {
    const chosen = new Set<TExtra>(options)
    if (on) chosen.add(extra)
    else chosen.delete(extra)
    choose(EXTRAS.filter((e) => chosen.has(e)))
  }
  // Options ticked before the app started, taken together once it runs (here, where the address
  // can change: the router takes no navigation before the page that asks for it has mounted).
  const optionsRef = useRef<HTMLFieldSetElement>(null)
  useEarlyInputs(optionsRef, () => {
    const boxes = [...(optionsRef.current?.querySelectorAll<HTMLInputElement>('input[data-extra]:enabled') ?? [])]
    choose(EXTRAS.filter((extra) => boxes.some((box) => box.dataset.extra === extra && box.checked)))
  })

  if (query.isPending) return <Loading />
  if (query.isError) {
    const refusal = refused(query.error) ? query.error : null
    if (refusal?.status === 404) return <CheckoutProblem title={t('problem.notFoundTitle')} text={t('problem.notFound')} action={again} />
    const text = refusal ? refusal.message : t('problem.loadError')
    return <CheckoutProblem title={t('problem.title')} text={text} action={again} />
  }
  const car = query.data
  if (!car.quote) return <CheckoutProblem title={t('problem.title')} text={t('problem.incomplete')} />
  if (!car.quote.available) return <CheckoutProblem title={t('problem.unavailableTitle')} text={t('problem.unavailable')} action={again} />
  return (
    <CheckoutForm
      car={car}
      quote={car.quote}
      params={params}
      updating={query.isPlaceholderData}
      key={prefill ? `profile-${prefill._id}` : 'blank'}
      driver={prefill && { fullName: prefill.fullName, email: prefill.email, phone: prefill.phone ?? '', birthDate: prefill.birthDate ?? '' }}
      onTyped={onTyped}
      onToggle={toggle}
      onDriverAge={(next) => setAge(quotedAge(next))}
      searchedAge={quotedAge(fromUrl.age)}
      optionsRef={optionsRef}
      searchAgain={again}
    />
  )
}

export default function CheckoutPage(): ReactNode {
  const { t } = useTranslation('checkout')
  const [searchParams] = useSearchParams()
  const params = checkoutParamsOf(searchParams)
  if (!params) return <CheckoutProblem title={t('problem.title')} text={t('problem.incomplete')} />
  return <Checkout params={params} />
}
