import { useTranslation } from '../../../i18n/useTranslation'
import { SwitchField } from '../../../components/form/SwitchField'
import { CardSection } from '../../../components/ui/Card'
import { useAction } from '../../../lib/useAction'
import { useSetSignInPolicy, useSignInPolicy } from './api'

/** Admins require a second step of every supplier, or leave it to each (record 0138). */
export function SignInPolicy() {
  const { t } = useTranslation('console')
  const policy = useSignInPolicy()
  const change = useSetSignInPolicy()
  const { busy, run } = useAction()
  const on = policy.data?.suppliersSecondStep ?? false
  return (
    <CardSection id="sign-in-policy-heading" title={t('signInPolicy.title')} className="p-6">
      <SwitchField
        label={t('signInPolicy.suppliers')}
        hint={t('signInPolicy.hint')}
        checked={on}
        disabled={busy || policy.isPending}
        onChange={(next) =>
          void run(() => change.mutateAsync({ body: { suppliersSecondStep: next } }), t(next ? 'signInPolicy.required' : 'signInPolicy.optional'))
        }
      />
    </CardSection>
  )
}
