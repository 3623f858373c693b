import { useTranslation } from '../../../i18n/useTranslation'
import { LANGUAGE_NAMES, LANGUAGES } from '@wheelbase/core/languages'
import type { TSupplierTermsResult } from '@wheelbase/core/schemas/consoleTerms'
import { CANCEL_FEE_KINDS, DEPOSIT_METHODS, EXCESS_COVERS, TRAVEL_RULES } from '@wheelbase/core/supplierTerms'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { SelectField } from '../../../components/form/SelectField'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextArea } from '../../../components/form/TextArea'
import { TextField } from '../../../components/form/TextField'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { cardClass } from '../../../components/ui/Card'
import { formAlert } from '../formAlert'
import { useUpdateSupplierTerms } from './api'
import { termsBodyOf, termsFormOf, validateTermsForm, type TTermsForm } from './termsFormValues'

const REQUIRED = new Set(['validation.fillField'])
const legend = 'mb-1 font-medium'

/**
 * A supplier's terms at the desk (issue 45, record 0129): the deposit and how it is taken, the
 * excess with each cover, the licence, travel abroad and by ferry, cancellation, late return and
 * its own conditions in each language. Drivers read them as key facts before paying; each save is
 * a new version, and a booking keeps the version its driver read.
 */
export function TermsForm({ supplierId, terms }: { supplierId: string; terms: TSupplierTermsResult }) {
  const { t } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const currency = settings.currencySymbol
  const update = useUpdateSupplierTerms()
  const form = useLightForm<TTermsForm>(termsFormOf(terms), validateTermsForm)
  const label = (path: string) => t(`terms.fields.${path.split('.').pop() ?? path}`)
  const error = (path: string) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const options = <T extends string>(values: readonly T[], group: string) => values.map((value) => ({ value, label: t(`terms.${group}.${value}`) }))
  const { values } = form

  const onSubmit = form.handleSubmit(async (typed) => {
    await update.mutateAsync({ params: { id: supplierId }, body: await termsBodyOf(typed) })
    toast.success(t('terms.saved'))
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="terms-title" className={cardClass('flex flex-col gap-5 p-5')}>
      <h2 id="terms-title" className="text-lg font-bold">
        {t('terms.title')}
      </h2>
      <p className="text-sm text-muted">{t('terms.lead', { version: terms.version })}</p>
      <FormAlert message={form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null} />
      <fieldset className="grid gap-4 desk:grid-cols-2">
        <legend className={legend}>{t('terms.deposit')}</legend>
        <SelectField
          label={t('terms.fields.depositMethod')}
          options={options(DEPOSIT_METHODS, 'methods')}
          value={values.depositMethod}
          onChange={(event) => form.set('depositMethod', event.target.value)}
        />
        <TextField
          label={t('terms.fields.depositReleaseDays')}
          inputMode="numeric"
          error={error('depositReleaseDays')}
          {...form.field('depositReleaseDays')}
        />
        <TextField
          label={t('terms.fields.depositPercent')}
          hint={t('terms.depositPercentHint')}
          inputMode="numeric"
          error={error('depositPercent')}
          {...form.field('depositPercent')}
        />
      </fieldset>
      <fieldset className="grid gap-4 desk:grid-cols-2">
        <legend className={legend}>{t('terms.excess')}</legend>
        <p className="text-sm text-muted desk:col-span-2">{t('terms.excessHint')}</p>
        {EXCESS_COVERS.map((cover) => (
          <TextField
            key={cover}
            label={t(`terms.covers.${cover}`, { currency })}
            inputMode="decimal"
            error={error(`excess.${cover}`)}
            {...form.field(`excess.${cover}`)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 desk:grid-cols-2">
        <legend className={legend}>{t('terms.licence')}</legend>
        <TextField
          label={t('terms.fields.licenceMinYears')}
          inputMode="numeric"
          error={error('licenceMinYears')}
          {...form.field('licenceMinYears')}
        />
        <CheckboxField label={t('terms.fields.permitOutsideEu')} {...form.field('permitOutsideEu')} />
      </fieldset>
      <fieldset className="grid gap-4 desk:grid-cols-2">
        <legend className={legend}>{t('terms.travel')}</legend>
        {(['crossBorder', 'ferry'] as const).map((travel) => (
          <div key={travel} className="flex flex-col gap-3">
            <SelectField
              label={t(`terms.fields.${travel}`)}
              options={options(TRAVEL_RULES, 'rules')}
              value={values[travel]}
              onChange={(event) => form.set(travel, event.target.value)}
            />
            {values[travel] === 'fee' && (
              <TextField
                label={t(`terms.feeIn`, { currency })}
                inputMode="decimal"
                required
                error={error(`${travel}Fee`)}
                {...form.field(`${travel}Fee`)}
              />
            )}
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 desk:grid-cols-2">
        <legend className={legend}>{t('terms.cancellation')}</legend>
        <TextField
          label={t('terms.fields.freeCancelHours')}
          hint={t('terms.freeCancelHint')}
          inputMode="numeric"
          error={error('freeCancelHours')}
          {...form.field('freeCancelHours')}
        />
        <div className="flex flex-col gap-3">
          <SelectField
            label={t('terms.fields.cancelFeeKind')}
            options={options(CANCEL_FEE_KINDS, 'feeKinds')}
            value={values.cancelFeeKind}
            onChange={(event) => form.set('cancelFeeKind', event.target.value)}
          />
          {values.cancelFeeKind !== 'firstDay' && (
            <TextField
              label={values.cancelFeeKind === 'percent' ? t('terms.percent') : t('terms.feeIn', { currency })}
              inputMode={values.cancelFeeKind === 'percent' ? 'numeric' : 'decimal'}
              required
              error={error('cancelFeeValue')}
              {...form.field('cancelFeeValue')}
            />
          )}
        </div>
      </fieldset>
      <div className="desk:max-w-sm">
        <TextField
          label={t('terms.fields.lateGraceMinutes')}
          inputMode="numeric"
          error={error('lateGraceMinutes')}
          {...form.field('lateGraceMinutes')}
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className={legend}>{t('terms.conditions')}</legend>
        <p className="text-sm text-muted">{t('terms.conditionsHint', { language: LANGUAGE_NAMES[terms.supplierLanguage] })}</p>
        {LANGUAGES.map((language) => (
          <TextArea
            key={language}
            label={t('terms.conditionsIn', { language: LANGUAGE_NAMES[language] })}
            lang={language}
            dir="auto"
            rows={3}
            maxLength={1000}
            error={error(`conditions.${language}`)}
            {...form.field(`conditions.${language}`)}
          />
        ))}
      </fieldset>
      <div className="desk:max-w-xs">
        <SubmitButton busy={form.submitting}>{t('terms.save')}</SubmitButton>
      </div>
    </form>
  )
}
