import { useTranslation } from '../../i18n/useTranslation'
import { TextField } from '../../components/form/TextField'
import type { TLightForm } from '../../lib/form/useLightForm'
import type { TCheckoutForm } from './checkoutForm'
import { Icon } from '../../components/icons/Icon'

type Props = {
  form: TLightForm<TCheckoutForm>
  errorText: (message: string | undefined, field: string) => string | undefined
}

/** The built-in test gateway's card number, expiry and CVV, with a plain test-mode notice. */
export default function CardFields({ form, errorText }: Props) {
  const { t } = useTranslation('checkout')
  const error = (key: 'number' | 'expiry' | 'cvc', label: string) => errorText(form.errors[`card.${key}`], label)
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-page p-4">
      <p className="flex gap-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
        <Icon name="flask-conical" className="size-5 shrink-0" />
        <span>{t('payment.testMode')}</span>
      </p>
      <TextField
        id="card-number"
        label={t('payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        placeholder="1234 5678 9012 3456"
        dir="ltr"
        error={error('number', t('payment.cardNumber'))}
        {...form.field('card.number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="card-expiry"
          label={t('payment.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          placeholder={t('payment.expiryPlaceholder')}
          dir="ltr"
          error={error('expiry', t('payment.expiry'))}
          {...form.field('card.expiry')}
        />
        <TextField
          id="card-cvc"
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          dir="ltr"
          error={error('cvc', t('payment.cvc'))}
          {...form.field('card.cvc')}
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Icon name="lock" className="size-4 shrink-0" />
        {t('payment.secure')}
      </p>
    </div>
  )
}
