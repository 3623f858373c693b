import { lazy, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { channelAmendProblem } from '@wheelbase/core/bookingRules'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TStoredUser } from '../../../lib/localStore'
import { ChangeOnDemand } from '../amend/ChangeOnDemand'
import { useAmendCar, useSupplierCars } from '../api'

const AmendForm = lazy(() => import('../amend/AmendForm').then((m) => ({ default: m.AmendForm })))

function Loaded({ booking, user, onDone }: { booking: TBookingDetail; user: TStoredUser; onDone: () => void }) {
  const { t } = useTranslation('bookings')
  const [carId, setCarId] = useState(booking.car._id)
  const car = useAmendCar(carId)
  const fleet = useSupplierCars(booking.supplier._id, user.type === 'admin')
  const cars = fleet.data?.pages.flatMap((page) => page.items) ?? []
  // The booked car first where the list's first page leaves it out.
  const choices = cars.some((c) => c._id === booking.car._id) ? cars : [booking.car, ...cars]
  if (car.isPending) return <p role="status">{t('loading')}</p>
  if (car.isError) return <p role="alert">{t('loadError')}</p>
  // Another car has other places and options: the form starts again from the booking.
  return <AmendForm key={carId} booking={booking} car={car.data} onDone={onDone} staff={{ cars: choices, onCar: setCarId }} />
}

/**
 * Staff's "Change this booking" for a booking from another channel (issue 44): dates, places,
 * options or the car, priced by the amendment's rules, with a total of their own where agreed.
 * A Wheelbase booking is its driver's to change, and says nothing here; a started rental says why.
 */
export function ChannelAmend({ booking, user }: { booking: TBookingDetail; user: TStoredUser }) {
  const { t } = useTranslation(['bookings', 'bookingMessages'])
  const problem = channelAmendProblem(booking)
  if (problem === 'notActive' || problem === 'notChannel') return null
  if (problem) return <p className="text-sm text-muted">{t('bookingMessages:bookings.staffAmendStarted')}</p>
  return <ChangeOnDemand>{(close) => <Loaded booking={booking} user={user} onDone={close} />}</ChangeOnDemand>
}
