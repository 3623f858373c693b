import type { FormEvent, ReactNode, Ref } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { buttonClass } from '../../components/ui/Button'
import { cardClass } from '../../components/ui/Card'

/** A card of the checkout's column. */
export const checkoutCard = cardClass('p-5 desk:p-6')

type Props = {
  title: string
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent) => void
  /** The car, places and period booked. */
  summary: ReactNode
  /** The price, beside the form on a desk, sticky; after the summary on a phone. */
  price: ReactNode
  /** The total and the days it is for, kept within reach at the bottom of a phone's screen. */
  total: { label: string; amount: string; updating: boolean }
  /** The form's cards: options, driver, payment. */
  children: ReactNode
}

/**
 * The checkout's frame: one column of cards on a phone with the total fixed at the bottom; on a
 * desk the price stays beside the form.
 */
export function CheckoutLayout({ title, formRef, onSubmit, summary, price, total, children }: Props) {
  const { t } = useTranslation('checkout')
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-32 pt-8 desk:px-6 desk:pb-12">
      <h1 className="text-3xl font-bold tracking-tight desk:text-4xl">{title}</h1>
      {/* method="dialog": a form outside a dialog sent before the app runs goes nowhere (a GET would
          put the driver's details, and a test card, in the address and the server's log). */}
      <form
        ref={formRef}
        id="checkout-form"
        method="dialog"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid items-start gap-5 desk:grid-cols-[minmax(0,1fr)_360px] desk:gap-6"
      >
        <div className={checkoutCard}>{summary}</div>
        <aside className={`${checkoutCard} desk:sticky desk:top-20 desk:col-start-2 desk:row-span-5 desk:row-start-1`}>{price}</aside>
        {children}
      </form>
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 shadow-card desk:hidden">
        <p className="min-w-0">
          <span className="block text-sm text-muted">{total.label}</span>
          <span className="text-xl font-bold tabular-nums" aria-busy={total.updating || undefined}>
            {total.amount}
          </span>
        </p>
        <a href="#payment-title" className={buttonClass({}, 'shrink-0')}>
          {t('submit.toPayment')}
        </a>
      </div>
    </div>
  )
}
