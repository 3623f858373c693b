import { useTranslation } from '../../../i18n/useTranslation'
import { useNavigate } from 'react-router'
import { CAR_CATEGORIES, CAR_EQUIPMENT, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, type TCarCategory } from '@wheelbase/core/enums'
import { EXTRAS } from '@wheelbase/core/extras'
import type { TConsoleCar } from '@wheelbase/core/schemas/consoleCars'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FieldErrorText } from '../../../components/form/FieldMessage'
import { FormAlert } from '../../../components/form/FormAlert'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { SelectField } from '../../../components/form/SelectField'
import { inputClass, TextField } from '../../../components/form/TextField'
import { useSuppliers } from '../../../lib/places'
import { useLightForm, type TPath } from '../../../lib/form/useLightForm'
import type { TStoredUser } from '../../../lib/localStore'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { carBodyOf, carFormOf, emptyCarForm, validateCarForm, type TCarForm } from './carFormValues'
import { ExtraField } from './ExtraField'
import { formAlert } from '../formAlert'
import { uploadCarPicture, useCreateCar, useUpdateCar } from '../api'
import { ImageUpload } from './ImageUpload'
import { PlacesField } from './PlacesField'
import { SeasonsField } from './SeasonsField'
import { Card } from '../../../components/ui/Card'

const REQUIRED = new Set(['validation.fillField', 'validation.typeRequired', 'validation.imageRequired'])

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card as="section" className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </Card>
  )
}

/** Create or edit a car: every spec field, its options, its places and its picture, checked by core's schema on both sides. */
export function CarForm({ user, car }: { user: TStoredUser; car?: TConsoleCar }) {
  const { t } = useTranslation(['console', 'search', 'messages'])
  const settings = useSettings()
  const navigate = useNavigate()
  const create = useCreateCar()
  const update = useUpdateCar()
  const choosesSupplier = user.type === 'admin' && !car
  const form = useLightForm<TCarForm>(car ? carFormOf(car) : emptyCarForm(settings.minimumAge), (values) => validateCarForm(values, choosesSupplier))
  const suppliers = useSuppliers(choosesSupplier)
  const label = (path: string) => t(`car.fields.${path.split('.')[0]}`)
  const error = (path: TPath<TCarForm> | string) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const text = (
    path: 'name' | 'dailyPrice' | 'discountedPrice' | 'weeklyPrice' | 'monthlyPrice' | 'deposit' | 'seats' | 'doors' | 'minimumAge' | 'minRentalDays',
    extra: Record<string, unknown> = {},
  ) => <TextField label={label(path)} required error={error(path)} {...form.field(path)} {...extra} />
  const select = (path: 'fuelType' | 'gearbox' | 'fuelPolicy', values: readonly string[], prefix: string) => (
    <SelectField
      label={label(path)}
      required
      {...form.select(path)}
      error={error(path)}
      options={[
        ...(path === 'fuelType' ? [{ value: '', label: t('car.choose') }] : []),
        ...values.map((value) => ({ value, label: t(`search:${prefix}.${value}`) })),
      ]}
    />
  )

  const onSubmit = form.handleSubmit(async (values) => {
    const body = await carBodyOf(values)
    const saved = car ? await update.mutateAsync({ params: { id: car._id }, body }) : await create.mutateAsync({ body })
    toast.success(t(car ? 'car.saved' : 'car.created', { car: saved.name }))
    if (!car) await navigate(`/console/cars/${saved._id}`, { replace: true })
  })
  const alert = form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
      <FormAlert message={alert} />
      <Section title={t('car.sections.picture')}>
        <ImageUpload
          label={label('image')}
          value={form.values.image}
          onChange={(url) => form.set('image', url)}
          error={error('image')}
          upload={uploadCarPicture}
          box={{ width: 300, height: 200 }}
          inputRef={form.ref('image')}
        />
      </Section>
      <Section title={t('car.sections.details')}>
        <div className="grid gap-4 desk:grid-cols-2">
          {text('name', { autoComplete: 'off', maxLength: 100 })}
          {choosesSupplier && (
            <SelectField
              label={label('supplier')}
              required
              {...form.select('supplier')}
              error={error('supplier')}
              options={[{ value: '', label: t('car.choose') }, ...(suppliers.data?.items ?? []).map((s) => ({ value: s._id, label: s.fullName }))]}
            />
          )}
          {text('dailyPrice', { inputMode: 'decimal', label: t('car.fields.dailyPriceIn', { currency: settings.currencySymbol }) })}
          {text('deposit', { inputMode: 'decimal', required: false, label: t('car.fields.depositIn', { currency: settings.currencySymbol }) })}
        </div>
        <CheckboxField label={t('car.availableHint')} {...form.field('available')} />
      </Section>
      <Section title={t('car.sections.rates')}>
        <p className="text-sm text-muted">{t('car.ratesHint')}</p>
        <div className="grid gap-4 desk:grid-cols-3">
          {(['discountedPrice', 'weeklyPrice', 'monthlyPrice'] as const).map((path) => (
            <div key={path}>
              {text(path, { inputMode: 'decimal', required: false, label: t(`car.fields.${path}In`, { currency: settings.currencySymbol }) })}
            </div>
          ))}
        </div>
        <div className="desk:max-w-sm">{text('minRentalDays', { inputMode: 'numeric', required: false, hint: t('car.minRentalDaysHint') })}</div>
        <SeasonsField
          value={form.values.seasons}
          onChange={(seasons) => form.set('seasons', seasons)}
          error={(path) => error(path)}
          currency={settings.currencySymbol}
          fieldRef={(path) => form.ref(path as TPath<TCarForm>)}
        />
      </Section>
      <Section title={t('car.sections.specs')}>
        <div className="grid gap-4 desk:grid-cols-3">
          {text('seats', { inputMode: 'numeric' })}
          {text('doors', { inputMode: 'numeric' })}
          {text('minimumAge', { inputMode: 'numeric' })}
          {select('fuelType', FUEL_TYPES, 'fuelType')}
          {select('gearbox', GEARBOXES, 'gearbox')}
          {select('fuelPolicy', FUEL_POLICIES, 'fuelPolicy')}
        </div>
        <SelectField
          label={t('search:filters.category')}
          required
          ref={form.ref('category')}
          value={form.values.category}
          onChange={(e) => form.set('category', e.target.value as TCarCategory)}
          error={error('category')}
          options={CAR_CATEGORIES.map((value) => ({ value, label: t(`search:category.${value}`) }))}
        />
        <CheckboxField label={t('search:card.aircon')} {...form.field('aircon')} />
        <fieldset className="flex flex-col">
          <legend className="mb-1 font-medium">{t('search:filters.equipmentOnBoard')}</legend>
          {CAR_EQUIPMENT.map((item) => (
            <label key={item} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={form.values.equipment.includes(item)}
                onChange={(e) =>
                  form.set(
                    'equipment',
                    CAR_EQUIPMENT.filter((x) => (x === item ? e.target.checked : form.values.equipment.includes(x))),
                  )
                }
              />
              {t(`search:equipment.${item}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{label('mileage')}</legend>
          <div className="flex flex-wrap items-center gap-4">
            {(['unlimited', 'limited'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" className="size-5 accent-primary" {...form.field('mileageKind', kind)} />
                {t(`search:mileage.${kind}`)}
              </label>
            ))}
            {form.values.mileageKind === 'limited' && (
              <div className="flex items-center gap-2">
                <input
                  ref={form.ref('mileage')}
                  inputMode="numeric"
                  aria-label={t('car.kmPerDay')}
                  aria-invalid={error('mileage') ? true : undefined}
                  aria-describedby={error('mileage') ? 'car-mileage-error' : undefined}
                  value={form.values.mileage}
                  onChange={(e) => form.set('mileage', e.target.value)}
                  className={`${inputClass} max-w-32`}
                />
                <span>{t('car.kmPerDay')}</span>
              </div>
            )}
          </div>
          <FieldErrorText id="car-mileage-error" error={error('mileage')} />
        </fieldset>
      </Section>
      <Section title={t('car.sections.options')}>
        <p className="text-sm text-muted">{t('car.optionsHint')}</p>
        <div className="grid gap-4 desk:grid-cols-2">
          {EXTRAS.map((name) => (
            <ExtraField
              key={name}
              name={name}
              value={form.values.extras[name]}
              onChange={(value) => form.set(`extras.${name}` as TPath<TCarForm>, value)}
              error={error(`extras.${name}.price`)}
              currency={settings.currencySymbol}
              priceRef={form.ref(`extras.${name}.price`)}
            />
          ))}
        </div>
      </Section>
      <Section title={t('car.sections.places')}>
        <PlacesField
          value={form.values.locations}
          onChange={(ids) => form.set('locations', ids)}
          error={error('locations')}
          firstRef={form.ref('locations')}
        />
      </Section>
      <div className="desk:max-w-xs">
        <SubmitButton busy={form.submitting}>{t(car ? 'car.save' : 'car.create')}</SubmitButton>
      </div>
    </form>
  )
}
