import { useTranslation } from '../../../i18n/useTranslation'
import { ConsoleShell } from '../ConsoleShell'
import { InviteSupplier } from './InviteSupplier'
import { SignInPolicy } from './SignInPolicy'
import { UsersList } from './UsersList'

/** /console/suppliers: admins invite a supplier, and find, suspend or open any supplier's fleet and profile. */
export default function SuppliersPage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('suppliers.title')} lead={t('suppliers.lead')} adminOnly>
      {(me) => (
        <div className="flex flex-col gap-6">
          <InviteSupplier />
          <SignInPolicy />
          <UsersList me={me} suppliersOnly />
        </div>
      )}
    </ConsoleShell>
  )
}
