import { useTranslation } from '../../../i18n/useTranslation'
import { ConsoleShell } from '../ConsoleShell'
import { UsersList } from './UsersList'

/** /console/users: every account, for admins: search, view, suspend or unsuspend, change the type. */
export default function UsersPage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('users.title')} lead={t('users.lead')} adminOnly>
      {(me) => <UsersList me={me} />}
    </ConsoleShell>
  )
}
