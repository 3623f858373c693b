import { useTranslation } from '../../../i18n/useTranslation'
import { Link, useParams } from 'react-router'
import { useConsoleCar } from '../api'
import { ConsoleShell } from '../ConsoleShell'
import { CarCalendar } from './CarCalendar'
import { CarForm } from './CarForm'
import { CalendarFeedPanel } from '../feeds/CalendarFeedPanel'

function EditCar({ id, user }: { id: string; user: Parameters<typeof CarForm>[0]['user'] }) {
  const { t } = useTranslation('console')
  const car = useConsoleCar(id)
  if (car.isPending) return <p role="status">{t('loading')}</p>
  if (car.isError) return <p role="alert">{t('car.notFound')}</p>
  return (
    <div className="flex flex-col gap-6">
      <CarCalendar carId={id} />
      <CalendarFeedPanel scope={{ car: id }} kind="car" />
      <CarForm key={car.data.updatedAt} user={user} car={car.data} />
    </div>
  )
}

/** /console/cars/new and /console/cars/:id: a car's form, and for an existing car its month of bookings. */
export default function CarPage() {
  const { t } = useTranslation('console')
  const { id } = useParams()
  return (
    <ConsoleShell title={id ? t('car.editTitle') : t('car.newTitle')}>
      {(user) => (
        <div className="flex flex-col gap-4">
          <Link to="/console" className="self-start font-semibold underline">
            {t('car.backToFleet')}
          </Link>
          {id ? <EditCar id={id} user={user} /> : <CarForm user={user} />}
        </div>
      )}
    </ConsoleShell>
  )
}
