import { useTranslation } from '../../i18n/useTranslation'
import { useLocation } from '../../lib/places'
import type { TWhereWhen } from '../../lib/search/criteria'
import { formatWall } from '../../lib/wallClock'
import { FromTo } from '../../components/FromTo'
import { Icon } from '../../components/icons/Icon'
import { TargetButton } from '../../components/TargetButton'
import { buttonClass } from '../../components/ui/Button'

/** On a phone, the search in one line above the results, with "Change search" to open the form. */
/** "Change search" shows the form: before the app runs as a link to it (`formId`, shown by :target). */
export function SearchSummary({ criteria, formId, onEdit }: { criteria: TWhereWhen; formId: string; onEdit: () => void }) {
  const { t, i18n } = useTranslation('search')
  const pickup = useLocation(criteria.pickup).data?.name
  const dropoff = useLocation(criteria.dropoff).data?.name
  const when = (iso: string) => formatWall(iso, i18n.language, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
  return (
    <div className="flex items-center gap-3">
      <p className="min-w-0 flex-1">
        <span className="block truncate font-semibold">
          {dropoff && dropoff !== pickup ? <FromTo from={pickup ?? ''} to={dropoff} kind="place" /> : (pickup ?? '…')}
        </span>
        <span className="block text-sm text-muted">
          {when(criteria.from)} – {when(criteria.to)}
          {criteria.age !== undefined && <> · {t('form.agedSummary', { age: criteria.age })}</>}
        </span>
      </p>
      <TargetButton to={formId} onPress={onEdit} className={buttonClass({ variant: 'secondary', size: 'sm' }, 'shrink-0')}>
        <Icon name="pencil" className="size-4" />
        {t('form.change')}
      </TargetButton>
    </div>
  )
}
