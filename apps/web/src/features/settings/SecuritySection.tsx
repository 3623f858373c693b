import { useTranslation } from 'react-i18next'
import type { TUserType } from '@wheelbase/core/enums'
import { CardSection } from '../../components/ui/Card'
import { useSignInMethods } from './api'
import { PasskeysPart } from './PasskeysPart'
import { PasswordPart } from './PasswordPart'
import { TwoStepPart } from './TwoStepPart'

/** Settings' "Sign-in and security" (issue 46, record 0138): the password, passkeys, and staff's second step. */
export function SecuritySection({ type }: { type: TUserType }) {
  const { t } = useTranslation(['account', 'common'])
  const query = useSignInMethods()
  return (
    <CardSection id="security-heading" title={t('settings.security')} main className="p-6 desk:p-8">
      {query.isPending ? (
        <p>{t('common:loading')}</p>
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : (
        <div className="flex flex-col gap-8">
          <PasswordPart hasPassword={query.data.hasPassword} passkeys={query.data.passkeys.length} />
          <PasskeysPart passkeys={query.data.passkeys} />
          {query.data.secondStep.applies && <TwoStepPart methods={query.data} isAdmin={type === 'admin'} />}
        </div>
      )}
    </CardSection>
  )
}
