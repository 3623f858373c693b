import { lazy } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { amendProblem } from '@wheelbase/core/bookingRules'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { useAmendCar } from '../api'
import { ChangeOnDemand } from './ChangeOnDemand'

const AmendForm = lazy(() => import('./AmendForm').then((m) => ({ default: m.AmendForm })))

function Loaded({ booking, onDone }: { booking: TBookingDetail; onDone: () => void }) {
  const { t } = useTranslation('bookings')
  const car = useAmendCar(booking.car._id)
  if (car.isPending) return <p role="status">{t('loading')}</p>
  if (car.isError) return <p role="alert">{t('loadError')}</p>
  return <AmendForm booking={booking} car={car.data} onDone={onDone} />
}

/**
 * The driver's "Change booking" (spec §2 payment options): offered where core's amendProblem
 * allows it (pay later while pending; paid with the amendments option; never once reserved), else
 * the reason. The form and the car's details load when asked for.
 */
export function Amend({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation(['bookings', 'messages', 'bookingMessages'])
  const problem = amendProblem({ ...booking, amendments: booking.options.includes('amendments') })
  if (problem === 'notActive') return null
  if (problem) return <p className="text-sm text-muted">{t(`bookingMessages:bookings.amend${problem[0]?.toUpperCase()}${problem.slice(1)}`)}</p>
  return <ChangeOnDemand>{(close) => <Loaded booking={booking} onDone={close} />}</ChangeOnDemand>
}
