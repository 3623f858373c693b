import { useTranslation } from '../../../i18n/useTranslation'
import type { TDeskRules } from '@wheelbase/core/deskHours'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { RowsField } from '../../../components/form/RowsField'
import { SelectField } from '../../../components/form/SelectField'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextField } from '../../../components/form/TextField'
import { formatDate } from '../../../lib/intl'
import { useLightForm, type TPath } from '../../../lib/form/useLightForm'
import { useLocations } from '../../../lib/places'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { cardClass } from '../../../components/ui/Card'
import { formAlert } from '../formAlert'
import { useUpdateSupplierDesk } from './api'
import { deskBodyOf, deskFormOf, validateDeskForm, type TDayValue, type TDeskForm } from './deskFormValues'

const REQUIRED = new Set(['validation.fillField'])
const TIME_KEYS = ['opens', 'closes', 'opens2', 'closes2'] as const

/**
 * A supplier's desk (issue 44, record 0124): the notice before a pick-up, the weekly hours (the
 * supplier's, and a place's own where they differ, with a second stretch after a break), dates
 * closed, and whether an end outside hours is refused or taken for a fee. Searches, quotes and
 * checkouts keep to it from the moment it is saved.
 */
export function DeskForm({ supplierId, desk }: { supplierId: string; desk: TDeskRules }) {
  const { t, i18n } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const currency = settings.currencySymbol
  const update = useUpdateSupplierDesk()
  const places = useLocations()
  const form = useLightForm<TDeskForm>(deskFormOf(desk), validateDeskForm)
  const label = (path: string) => t(`desk.fields.${path.split('.').pop() ?? path}`)
  const error = (path: string) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const ref = (path: string) => form.ref(path as TPath<TDeskForm>)
  const placeItems = places.data?.items ?? []
  const weekday = (index: number) => formatDate(i18n.language, { weekday: 'long', timeZone: 'UTC' }, Date.UTC(2024, 0, 1 + index))
  const { scope, weeks } = form.values
  const week = weeks[scope]

  const setDay = (index: number, change: Partial<TDayValue>) =>
    week && form.set('weeks', { ...weeks, [scope]: week.map((d, i) => (i === index ? { ...d, ...change } : d)) })
  const setOwnWeek = (own: boolean) => {
    const next = { ...weeks }
    if (own) next[scope] = (weeks[''] ?? []).map((d) => ({ ...d }))
    else delete next[scope]
    form.set('weeks', next)
  }
  const setClosed = (index: number, change: Partial<TDeskForm['closed'][number]>) =>
    form.set(
      'closed',
      form.values.closed.map((c, i) => (i === index ? { ...c, ...change } : c)),
    )

  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ params: { id: supplierId }, body: await deskBodyOf(values) })
    toast.success(t('desk.saved'))
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="desk-title" className={cardClass('flex flex-col gap-5 p-5')}>
      <h2 id="desk-title" className="text-lg font-bold">
        {t('desk.title')}
      </h2>
      <p className="text-sm text-muted">{t('desk.lead')}</p>
      <FormAlert message={form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null} />
      <div className="desk:max-w-sm">
        <TextField label={t('desk.notice')} hint={t('desk.noticeHint')} inputMode="numeric" error={error('notice')} {...form.field('notice')} />
      </div>
      <div className="desk:max-w-sm">
        <TextField
          label={t('desk.minRentalDays')}
          hint={t('desk.minRentalDaysHint')}
          inputMode="numeric"
          error={error('minRentalDays')}
          {...form.field('minRentalDays')}
        />
      </div>
      <CheckboxField label={t('desk.keepsHours')} {...form.field('keepsHours')} />
      {form.values.keepsHours && (
        <>
          <div className="desk:max-w-sm">
            <SelectField
              label={t('desk.scope')}
              options={[{ value: '', label: t('desk.everyPlace') }, ...placeItems.map((p) => ({ value: p._id, label: p.name }))]}
              value={scope}
              onChange={(event) => form.set('scope', event.target.value)}
            />
          </div>
          {scope !== '' && (
            <CheckboxField label={t('desk.ownHours')} checked={Boolean(week)} onChange={(event) => setOwnWeek(event.target.checked)} />
          )}
          {week ? (
            <div className="flex flex-col gap-3">
              {week.map((day, index) => (
                <fieldset key={index} className="grid items-end gap-3 border-t border-line pt-3 desk:grid-cols-[10rem_repeat(4,minmax(0,1fr))]">
                  <legend className="sr-only">{weekday(index)}</legend>
                  <CheckboxField label={weekday(index)} checked={day.open} onChange={(event) => setDay(index, { open: event.target.checked })} />
                  {day.open &&
                    TIME_KEYS.map((key) => (
                      <TextField
                        key={key}
                        ref={ref(`weeks.${scope}.${index}.${key}`)}
                        type="time"
                        label={t(`desk.${key}`)}
                        value={day[key]}
                        onChange={(event) => setDay(index, { [key]: event.target.value })}
                        error={error(`weeks.${scope}.${index}.${key}`)}
                      />
                    ))}
                </fieldset>
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted">{t('desk.keepsSupplierWeek')}</p>
          )}
          <div className="grid gap-4 desk:max-w-2xl desk:grid-cols-2">
            <SelectField
              label={t('desk.outOfHours')}
              options={[
                { value: 'refuse', label: t('desk.refuse') },
                { value: 'fee', label: t('desk.allowForFee') },
              ]}
              value={form.values.outOfHours}
              onChange={(event) => form.set('outOfHours', event.target.value === 'fee' ? 'fee' : 'refuse')}
            />
            {form.values.outOfHours === 'fee' && (
              <TextField
                label={t('desk.feeIn', { currency })}
                hint={t('desk.feeHint')}
                inputMode="decimal"
                error={error('fee')}
                {...form.field('fee')}
              />
            )}
          </div>
        </>
      )}
      <RowsField
        legend={t('desk.closed')}
        hint={t('desk.closedHint')}
        count={form.values.closed.length}
        boxRef={(index, key) => ref(`closed.${index}.${key}`)}
        row={(index) => {
          const closed = form.values.closed[index] ?? { locationId: '', day: '' }
          const n = index + 1
          return [
            {
              key: 'day',
              label: t('desk.closedDay', { n }),
              input: { type: 'date' },
              value: closed.day,
              onChange: (day) => setClosed(index, { day }),
              error: error(`closed.${index}.day`),
            },
            {
              key: 'locationId',
              label: t('desk.closedPlace', { n }),
              options: [{ value: '', label: t('desk.everyPlace') }, ...placeItems.map((p) => ({ value: p._id, label: p.name }))],
              value: closed.locationId,
              onChange: (locationId) => setClosed(index, { locationId }),
              error: error(`closed.${index}.locationId`),
            },
          ]
        }}
        onAdd={() => form.set('closed', [...form.values.closed, { locationId: '', day: '' }])}
        onRemove={(index) =>
          form.set(
            'closed',
            form.values.closed.filter((_, i) => i !== index),
          )
        }
        addLabel={t('desk.addClosed')}
        removeLabel={(index) => t('desk.removeClosed', { n: index + 1 })}
      />
      <div className="desk:max-w-xs">
        <SubmitButton busy={form.submitting}>{t('desk.save')}</SubmitButton>
      </div>
    </form>
  )
}
