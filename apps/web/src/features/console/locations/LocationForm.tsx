import { MapPinned } from 'lucide-react'
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { useNavigate } from 'react-router'
import { LOCATION_KINDS } from '@wheelbase/core/enums'
import { LANGUAGE_NAMES, LANGUAGES } from '@wheelbase/core/languages'
import type { TConsoleLocation } from '@wheelbase/core/schemas/consoleAdmin'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { useLightForm, type TPath } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { ImageUpload } from '../cars/ImageUpload'
import { formAlert } from '../formAlert'
import { uploadLocationPicture, useCreateLocation, useUpdateLocation } from './api'
import { emptyLocationForm, locationBodyOf, locationFormOf, validateLocation, type TLocationForm } from './locationForm'
import { Card } from '../../../components/ui/Card'

const PositionMap = lazy(() => import('./PositionMap'))
const REQUIRED = new Set(['validation.fillField', 'validation.typeRequired'])

/** Every IANA zone the browser knows (the server checks with the same Intl), Europe/Athens first. */
function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Athens']
  return ['Europe/Athens', ...all.filter((zone) => zone !== 'Europe/Athens')]
}

/** Add or edit a location: five names, the kind, a position on the map (or typed), the time zone, a picture. */
export function LocationForm({ location }: { location?: TConsoleLocation }) {
  const { t } = useTranslation(['console', 'search', 'messages'])
  const settings = useSettings()
  const navigate = useNavigate()
  const create = useCreateLocation()
  const update = useUpdateLocation()
  const form = useLightForm<TLocationForm>(location ? locationFormOf(location) : emptyLocationForm(), validateLocation)
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), [])
  const label = (path: string) =>
    path.startsWith('names.') ? t('locations.fields.name', { language: LANGUAGE_NAMES[path.slice(6) as 'en'] }) : t(`locations.fields.${path}`)
  const error = (path: string) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const latitude = Number(form.values.latitude)
  const longitude = Number(form.values.longitude)
  const position =
    form.values.latitude !== '' && form.values.longitude !== '' && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? { latitude, longitude }
      : null

  const onSubmit = form.handleSubmit(async (values) => {
    const body = await locationBodyOf(values)
    const saved = location ? await update.mutateAsync({ params: { id: location._id }, body }) : await create.mutateAsync({ body })
    toast.success(t(location ? 'locations.saved' : 'locations.created', { name: saved.names.en }))
    if (!location) await navigate(`/console/locations/${saved._id}`, { replace: true })
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
      <FormAlert message={form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null} />
      <Card as="section" className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-bold">{t('locations.sections.names')}</h2>
        <div className="grid gap-4 desk:grid-cols-2">
          {LANGUAGES.map((language) => (
            <TextField
              key={language}
              lang={language}
              dir={language === 'he' ? 'rtl' : 'ltr'}
              label={label(`names.${language}`)}
              required
              error={error(`names.${language}`)}
              autoComplete="off"
              {...form.field(`names.${language}` as TPath<TLocationForm>)}
            />
          ))}
          <SelectField
            label={label('kind')}
            required
            {...form.select('kind')}
            error={error('kind')}
            options={[{ value: '', label: t('car.choose') }, ...LOCATION_KINDS.map((kind) => ({ value: kind, label: t(`locations.kinds.${kind}`) }))]}
          />
        </div>
      </Card>
      <Card as="section" className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-bold">{t('locations.sections.position')}</h2>
        <p className="text-sm text-muted">{t('locations.map.hint')}</p>
        <div role="region" aria-label={t('locations.map.label')} className="relative h-80 overflow-hidden rounded-card bg-[#dfe7ec]">
          <Suspense fallback={null}>
            <PositionMap
              position={position}
              onPick={(lat, lng) => {
                form.set('latitude', String(lat))
                form.set('longitude', String(lng))
              }}
            />
          </Suspense>
        </div>
        <div className="grid gap-4 desk:grid-cols-3">
          <TextField label={label('latitude')} required inputMode="decimal" error={error('latitude')} {...form.field('latitude')} />
          <TextField label={label('longitude')} required inputMode="decimal" error={error('longitude')} {...form.field('longitude')} />
          <SelectField label={label('timeZone')} required {...form.select('timeZone')} error={error('timeZone')} options={zones} />
          <TextField label={label('address')} autoComplete="off" error={error('address')} {...form.field('address')} />
        </div>
      </Card>
      <Card as="section" className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-bold">{label('image')}</h2>
        <ImageUpload
          label={label('image')}
          value={form.values.image}
          onChange={(url) => form.set('image', url)}
          error={error('image')}
          upload={uploadLocationPicture}
          box={{ width: 200, height: 120 }}
          Placeholder={MapPinned}
          required={false}
        />
      </Card>
      <div className="desk:max-w-xs">
        <SubmitButton busy={form.submitting}>{t(location ? 'locations.save' : 'locations.create')}</SubmitButton>
      </div>
    </form>
  )
}
