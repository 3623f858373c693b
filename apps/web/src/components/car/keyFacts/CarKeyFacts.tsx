import { useTranslation } from '../../../i18n/useTranslation'
import { getCar } from '@wheelbase/core/contracts/cars'
import { useCall } from '../../../lib/api/calls'
import { SkeletonText } from '../../ui/Skeleton'
import KeyFacts from './KeyFacts'

/**
 * A result card's key facts, asked when the driver opens them (the car without a period: its terms
 * and places, no quote), with the deadline read from the search's pick-up on that place's clock.
 */
export default function CarKeyFacts({ carId, pickup, from, cancellation }: { carId: string; pickup: string; from: string; cancellation: number }) {
  const { t } = useTranslation('keyFacts')
  const { data, isError } = useCall(getCar, { params: { id: carId }, query: {} }, { staleTime: 300_000 })
  if (isError) return <p role="alert">{t('failed')}</p>
  if (!data) return <SkeletonText />
  const place = data.locations.find((location) => location._id === pickup)
  return (
    <KeyFacts
      terms={data.keyTerms}
      pickup={place ? { at: new Date(from), timeZone: place.timeZone, place: place.name } : null}
      cancellation={cancellation}
    />
  )
}
