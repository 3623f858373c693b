import { useTranslation } from '../../../i18n/useTranslation'
import { USER_TYPES } from '@wheelbase/core/enums'
import { USER_SORTS } from '@wheelbase/core/consoleLists'
import type { TStoredUser } from '../../../lib/localStore'
import { filterSelect, ListFrame } from '../ListFrame'
import { oneOf, useListParams } from '../useListParams'
import { useUsers, type TUserFilters } from './api'
import { UserRow } from './UserRow'

const STATUSES = ['all', 'active', 'suspended'] as const
const DEFAULTS: TUserFilters = { q: '', type: '', status: 'all', sort: 'name' }

/** Accounts with search, type, state and sort in the URL; `supplier` locks the list to suppliers. */
export function UsersList({ me, suppliersOnly = false }: { me: TStoredUser; suppliersOnly?: boolean }) {
  const { t } = useTranslation('console')
  const [filters, change] = useListParams<TUserFilters>(
    (params) => ({
      q: params.get('q') ?? '',
      type: suppliersOnly ? 'supplier' : oneOf([...USER_TYPES, ''] as const, params.get('type'), ''),
      status: oneOf(STATUSES, params.get('status'), 'all'),
      sort: oneOf(USER_SORTS, params.get('sort'), 'name'),
    }),
    suppliersOnly ? { ...DEFAULTS, type: 'supplier' } : DEFAULTS,
  )
  const users = useUsers(filters)
  const items = users.data?.pages.flatMap((page) => page.items) ?? []
  const total = users.data?.pages[0]?.total ?? 0
  const select = filterSelect('users', filters, DEFAULTS, change)
  return (
    <section aria-label={t(suppliersOnly ? 'suppliers.listTitle' : 'users.title')} className="flex flex-col gap-4">
      <ListFrame
        id="users"
        search={{ value: filters.q, onSearch: (q) => change({ ...filters, q }), label: t('users.search') }}
        selectCount={suppliersOnly ? 2 : 3}
        selects={
          <>
            {!suppliersOnly && select('type', ['', ...USER_TYPES], t('users.type'), (v) => (v ? t(`users.types.${v}`) : t('users.allTypes')))}
            {select('status', STATUSES, t('users.status'), (v) => t(`users.statuses.${v}`))}
            {select('sort', USER_SORTS, t('fleet.sort'), (v) => t(`users.sorts.${v}`))}
          </>
        }
        count={t('users.count', { count: total })}
        showMore={t('users.showMore')}
        pages={users}
        isEmpty={items.length === 0}
      >
        {items.map((user) => (
          <UserRow key={user._id} user={user} self={user._id === me._id} />
        ))}
      </ListFrame>
    </section>
  )
}
