import { useTranslation } from '../../../i18n/useTranslation'
import type { TSupplierFees } from '@wheelbase/core/fees'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { RowsField } from '../../../components/form/RowsField'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextField } from '../../../components/form/TextField'
import { useLightForm, type TPath } from '../../../lib/form/useLightForm'
import { useLocations } from '../../../lib/places'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { cardClass } from '../../../components/ui/Card'
import { formAlert } from '../formAlert'
import { useUpdateSupplierFees } from './api'
import { feesBodyOf, feesFormOf, feesFormPath, validateFeesForm, type TFeesForm, type TPairValue, type TPlaceFeeValue } from './feesFormValues'

const REQUIRED = new Set(['validation.fillField'])

/**
 * A supplier's fees (record 0102): a one-way fee, flat or per pair of places; a young driver's fee
 * per day below an age, capped per rental; surcharges at places. Each is a line of every price
 * drivers see from the search on, so none is ever added at the desk.
 */
export function FeesForm({ supplierId, fees }: { supplierId: string; fees: TSupplierFees }) {
  const { t } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const currency = settings.currencySymbol
  const update = useUpdateSupplierFees()
  const places = useLocations()
  const form = useLightForm<TFeesForm>(feesFormOf(fees), validateFeesForm)
  const label = (path: string) => t(`fees.fields.${path.split('.').pop() ?? path}`)
  const error = (path: string) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const ref = (path: string) => form.ref(path as TPath<TFeesForm>)
  const placeOptions = [{ value: '', label: t('fees.choosePlace') }, ...(places.data?.items ?? []).map((p) => ({ value: p._id, label: p.name }))]

  const setPair = (index: number, change: Partial<TPairValue>) =>
    form.set(
      'pairs',
      form.values.pairs.map((p, i) => (i === index ? { ...p, ...change } : p)),
    )
  const setPlaceFee = (index: number, change: Partial<TPlaceFeeValue>) =>
    form.set(
      'placeFees',
      form.values.placeFees.map((p, i) => (i === index ? { ...p, ...change } : p)),
    )

  const onSubmit = form.handleSubmit(
    async (values) => {
      await update.mutateAsync({ params: { id: supplierId }, body: await feesBodyOf(values) })
      toast.success(t('fees.saved'))
    },
    { pathOf: feesFormPath },
  )

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="fees-title" className={cardClass('flex flex-col gap-5 p-5')}>
      <h2 id="fees-title" className="text-lg font-bold">
        {t('fees.title')}
      </h2>
      <p className="text-sm text-muted">{t('fees.lead')}</p>
      <FormAlert message={form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null} />
      <div className="desk:max-w-sm">
        <TextField
          label={t('fees.oneWayFeeIn', { currency })}
          hint={t('fees.oneWayHint')}
          inputMode="decimal"
          error={error('oneWayFee')}
          {...form.field('oneWayFee')}
        />
      </div>
      <RowsField
        legend={t('fees.pairs')}
        hint={t('fees.pairsHint')}
        count={form.values.pairs.length}
        boxRef={(index, key) => ref(`pairs.${index}.${key}`)}
        row={(index) => {
          const pair = form.values.pairs[index] ?? { a: '', b: '', fee: '' }
          const n = index + 1
          return [
            {
              key: 'a',
              label: t('fees.pairA', { n }),
              options: placeOptions,
              value: pair.a,
              onChange: (a) => setPair(index, { a }),
              error: error(`pairs.${index}.a`),
            },
            {
              key: 'b',
              label: t('fees.pairB', { n }),
              options: placeOptions,
              value: pair.b,
              onChange: (b) => setPair(index, { b }),
              error: error(`pairs.${index}.b`),
            },
            {
              key: 'fee',
              label: t('fees.pairFee', { n, currency }),
              input: { inputMode: 'decimal' },
              value: pair.fee,
              onChange: (fee) => setPair(index, { fee }),
              error: error(`pairs.${index}.fee`),
            },
          ]
        }}
        onAdd={() => form.set('pairs', [...form.values.pairs, { a: '', b: '', fee: '' }])}
        onRemove={(index) =>
          form.set(
            'pairs',
            form.values.pairs.filter((_, i) => i !== index),
          )
        }
        addLabel={t('fees.addPair')}
        removeLabel={(index) => t('fees.removePair', { n: index + 1 })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">{t('fees.youngTitle')}</legend>
        <CheckboxField label={t('fees.young')} {...form.field('young')} />
        {form.values.young && (
          <div className="grid gap-4 desk:grid-cols-3">
            <TextField label={t('fees.underAge')} inputMode="numeric" required error={error('underAge')} {...form.field('underAge')} />
            <TextField label={t('fees.perDayIn', { currency })} inputMode="decimal" required error={error('perDay')} {...form.field('perDay')} />
            <TextField
              label={t('fees.capIn', { currency })}
              inputMode="decimal"
              hint={t('fees.capHint')}
              error={error('cap')}
              {...form.field('cap')}
            />
          </div>
        )}
      </fieldset>
      <RowsField
        legend={t('fees.places')}
        hint={t('fees.placesHint')}
        count={form.values.placeFees.length}
        boxRef={(index, key) => ref(`placeFees.${index}.${key}`)}
        row={(index) => {
          const fee = form.values.placeFees[index] ?? { locationId: '', fee: '' }
          const n = index + 1
          return [
            {
              key: 'locationId',
              label: t('fees.place', { n }),
              options: placeOptions,
              value: fee.locationId,
              onChange: (locationId) => setPlaceFee(index, { locationId }),
              error: error(`placeFees.${index}.locationId`),
            },
            {
              key: 'fee',
              label: t('fees.placeFee', { n, currency }),
              input: { inputMode: 'decimal' },
              value: fee.fee,
              onChange: (text) => setPlaceFee(index, { fee: text }),
              error: error(`placeFees.${index}.fee`),
            },
          ]
        }}
        onAdd={() => form.set('placeFees', [...form.values.placeFees, { locationId: '', fee: '' }])}
        onRemove={(index) =>
          form.set(
            'placeFees',
            form.values.placeFees.filter((_, i) => i !== index),
          )
        }
        addLabel={t('fees.addPlace')}
        removeLabel={(index) => t('fees.removePlace', { n: index + 1 })}
      />
      <div className="desk:max-w-xs">
        <SubmitButton busy={form.submitting}>{t('fees.save')}</SubmitButton>
      </div>
    </form>
  )
}
