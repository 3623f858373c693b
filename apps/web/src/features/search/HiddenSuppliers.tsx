import { useTranslation } from '../../i18n/useTranslation'
import type { TSearchResult } from '@wheelbase/core/schemas/search'
import { formatWall } from '../../lib/wallClock'
import { Icon } from '../../components/icons/Icon'

type Props = { hidden: TSearchResult['hidden']; from: string; to: string }

/**
 * Why suppliers are missing (issue 44): those whose desk is closed at the pick-up or drop-off time,
 * or who need more notice than this pick-up leaves. A driver searching for 03:00 learns that
 * another time would show more cars rather than thinking there are none.
 */
export function HiddenSuppliers({ hidden, from, to }: Props) {
  const { t, i18n } = useTranslation('search')
  if (!hidden.closed && !hidden.notice) return null
  const time = (iso: string) => formatWall(iso, i18n.language, { timeStyle: 'short' })
  const [pickup, dropoff] = [time(from), time(to)]
  const times = pickup === dropoff ? pickup : t('results.eitherTime', { pickup, dropoff })
  return (
    <p className="-mt-2 mb-4 flex items-start gap-2 text-sm text-muted">
      <Icon name="calendar-days" className="mt-0.5 size-4 shrink-0" />
      <span>
        {hidden.closed > 0 && t('results.hiddenClosed', { count: hidden.closed, times })}
        {hidden.closed > 0 && hidden.notice > 0 && ' '}
        {hidden.notice > 0 && t('results.hiddenNotice', { count: hidden.notice })}
      </span>
    </p>
  )
}
