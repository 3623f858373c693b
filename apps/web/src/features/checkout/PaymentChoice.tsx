import { lazy, Suspense } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import type { TLightForm } from '../../lib/form/useLightForm'
import type { TCheckoutForm } from './checkoutForm'
import { Icon } from '../../components/icons/Icon'

// The card fields download only when "Pay online" is chosen.
const CardFields = lazy(() => import('./CardFields'))

type Props = {
  form: TLightForm<TCheckoutForm>
  payLater: boolean
  /** The supplier's deposit online: its percentage, and the amounts now and at the desk, formatted; null: not offered. */
  deposit: { percent: number; now: string; desk: string } | null
  provider: 'test' | 'stripe'
  errorText: (message: string | undefined, field: string) => string | undefined
}

/**
 * Pay later (when the supplier accepts it) or pay online, each with the spec's line, and the
 * supplier's deposit online where it offers one, with what is paid now and at the desk; the card
 * fields for the test gateway.
 */
export function PaymentChoice({ form, payLater, deposit, provider, errorText }: Props) {
  const { t } = useTranslation('checkout')
  const choices = [
    { value: 'later' as const, icon: 'clock' as const, title: t('payment.later'), hint: t('payment.laterHint'), disabled: !payLater },
    { value: 'card' as const, icon: 'credit-card' as const, title: t('payment.online'), hint: t('payment.onlineHint'), disabled: false },
    ...(deposit
      ? [
          {
            value: 'deposit' as const,
            icon: 'credit-card' as const,
            title: t('payment.deposit', deposit),
            hint: t('payment.depositHint', deposit),
            disabled: false,
          },
        ]
      : []),
  ]
  return (
    <fieldset id="payment-title" className="flex scroll-mt-20 flex-col gap-3">
      <legend className="mb-2 text-xl font-bold">{t('payment.title')}</legend>
      <div className="grid gap-3 desk:grid-cols-2">
        {choices.map(({ value, icon, title, hint, disabled }) => (
          <label
            key={value}
            className={`flex min-h-16 items-start gap-3 rounded-xl border p-4 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:focus-ring ${
              disabled ? 'cursor-not-allowed border-line text-muted' : 'cursor-pointer border-line'
            }`}
          >
            <input
              type="radio"
              disabled={disabled}
              className="mt-1 size-5 shrink-0 accent-primary focus-ring-none"
              {...form.field('method', value)}
            />
            <span className="flex flex-col">
              <span className="flex items-center gap-2 font-semibold">
                <Icon name={icon} className="size-5" />
                {title}
              </span>
              <span className="text-sm">{disabled ? t('payment.laterUnavailable') : hint}</span>
            </span>
          </label>
        ))}
      </div>
      {form.values.method !== 'later' &&
        (provider === 'test' ? (
          <Suspense fallback={<Icon name="loader-circle" label={t('payment.loading')} className="size-6 animate-spin" />}>
            <CardFields form={form} errorText={errorText} />
          </Suspense>
        ) : (
          <p className="rounded-xl bg-page p-4 text-sm">{t('payment.stripeRedirect')}</p>
        ))}
    </fieldset>
  )
}
