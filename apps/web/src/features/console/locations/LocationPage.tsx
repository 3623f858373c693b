import { useTranslation } from '../../../i18n/useTranslation'
import { Link, useParams } from 'react-router'
import { ConsoleShell } from '../ConsoleShell'
import { useConsoleLocation } from './api'
import { LocationForm } from './LocationForm'

function EditLocation({ id }: { id: string }) {
  const { t } = useTranslation('console')
  const location = useConsoleLocation(id)
  if (location.isPending) return <p role="status">{t('loading')}</p>
  if (location.isError) return <p role="alert">{t('locations.notFound')}</p>
  return <LocationForm key={location.data.updatedAt} location={location.data} />
}

/** /console/locations/new and /console/locations/:id (admins). */
export default function LocationPage() {
  const { t } = useTranslation('console')
  const { id } = useParams()
  return (
    <ConsoleShell title={t(id ? 'locations.editTitle' : 'locations.newTitle')} adminOnly>
      {() => (
        <div className="flex flex-col gap-4">
          <Link to="/console/locations" className="self-start font-semibold underline">
            {t('locations.back')}
          </Link>
          {id ? <EditLocation id={id} /> : <LocationForm />}
        </div>
      )}
    </ConsoleShell>
  )
}
