import { useTranslation } from '../../i18n/useTranslation'
import type { TUserType } from '@wheelbase/core/enums'
import { CardSection } from '../../components/ui/Card'
import { QueryState } from '../../components/ui/QueryState'
import { useSignInMethods } from './api'
import { PasskeysPart } from './PasskeysPart'
import { PasswordPart } from './PasswordPart'
import { TwoStepPart } from './TwoStepPart'

/** Settings' "Sign-in and security" (issue 46, record 0138): the password, passkeys, and staff's second step. */
export function SecuritySection({ type }: { type: TUserType }) {
  const { t } = useTranslation('account')
  const query = useSignInMethods()
  return (
    <CardSection id="security-heading" title={t('settings.security')} main className="p-6 desk:p-8">
      <QueryState query={query}>
        {(methods) => (
          <div className="flex flex-col gap-8">
            <PasswordPart hasPassword={methods.hasPassword} passkeys={methods.passkeys.length} />
            <PasskeysPart passkeys={methods.passkeys} />
            {methods.secondStep.applies && <TwoStepPart methods={methods} isAdmin={type === 'admin'} />}
          </div>
        )}
      </QueryState>
    </CardSection>
  )
}
