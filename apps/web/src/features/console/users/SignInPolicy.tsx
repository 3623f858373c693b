import { useTranslation } from 'react-i18next'
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
      <div className="flex min-h-11 items-center justify-between gap-4">
        <div>
          <label htmlFor="suppliers-second-step" className="block cursor-pointer font-medium">
            {t('signInPolicy.suppliers')}
          </label>
          <p id="suppliers-second-step-hint" className="text-sm text-muted">
            {t('signInPolicy.hint')}
          </p>
        </div>
        <input
          id="suppliers-second-step"
          type="checkbox"
          role="switch"
          aria-describedby="suppliers-second-step-hint"
          checked={on}
          disabled={busy || policy.isPending}
          onChange={(e) => {
            const next = e.target.checked
            void run(() => change.mutateAsync({ body: { suppliersSecondStep: next } }), t(next ? 'signInPolicy.required' : 'signInPolicy.optional'))
          }}
          className="size-6 shrink-0 cursor-pointer accent-primary"
        />
      </div>
    </CardSection>
  )
}
