import { useTranslation } from '../../../i18n/useTranslation'
import type { TCurrencyRatesResult } from '@wheelbase/core/schemas/currencyRates'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextField } from '../../../components/form/TextField'
import { Button } from '../../../components/ui/Button'
import { toastFailure } from '../../../lib/api/failure'
import { useLightForm } from '../../../lib/form/useLightForm'
import { formatDate } from '../../../lib/intl'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { ConsoleShell } from '../ConsoleShell'
import { formAlert } from '../formAlert'
import { useCurrencyRates, useFetchCurrencyRates, useUpdateCurrencyRates } from './api'
import { ratesBodyOf, ratesFormOf, ratesFormPath, validateRatesForm, type TRatesForm } from './ratesFormValues'
import { cardClass } from '../../../components/ui/Card'

const when = (language: string, iso: string) => formatDate(language, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso))

/** The rates typed in or fetched, each with its date and whether drivers see it (record 0103). */
function RatesForm({ saved }: { saved: TCurrencyRatesResult }) {
  const { t, i18n } = useTranslation(['console', 'messages'])
  const { minimumAge } = useSettings()
  const update = useUpdateCurrencyRates()
  const fetchNow = useFetchCurrencyRates()
  const form = useLightForm<TRatesForm>(ratesFormOf(saved), validateRatesForm)
  const label = (path: string) => (path === 'url' ? t('rates.url') : t('rates.rateOf', { currency: path.split('.').pop() ?? '', base: saved.base }))
  const error = (path: string) => fieldErrorText(t, form.errors[path], () => label(path), minimumAge)

  const onSubmit = form.handleSubmit(
    async (values) => {
      const body = ratesBodyOf(values)
      form.reset(ratesFormOf(await update.mutateAsync({ body })))
      toast.success(t('rates.saved'))
    },
    { pathOf: (path) => ratesFormPath(path, ratesBodyOf(form.values)) },
  )
  const onFetch = async () => {
    try {
      const result = await fetchNow.mutateAsync({})
      form.reset(ratesFormOf(result))
      if (result.fetchError) toast.error(t('rates.fetchFailed'))
      else toast.success(t('rates.fetched'))
    } catch (e) {
      toastFailure(e)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="rates-title" className={cardClass('flex flex-col gap-5 p-5')}>
      <h2 id="rates-title" className="text-lg font-bold">
        {t('rates.formTitle', { base: saved.base })}
      </h2>
      <p className="text-sm text-muted">{t('rates.hint', { hours: saved.maxAgeHours, base: saved.base })}</p>
      <FormAlert message={form.submitted ? formAlert(t, form.errors, new Set(['validation.fillField']), label) : null} />
      <div className="grid gap-4 desk:grid-cols-2">
        {saved.rates.map((rate) => (
          <div key={rate.currency} className="flex flex-col gap-1">
            <TextField
              label={t('rates.rateOf', { currency: rate.currency, base: saved.base })}
              inputMode="decimal"
              dir="ltr"
              error={error(`rates.${rate.currency}`)}
              {...form.field(`rates.${rate.currency}`)}
            />
            <p className="text-sm">
              {rate.asOf === null ? (
                <span className="text-muted">{t('rates.none')}</span>
              ) : (
                <span className={rate.fresh ? 'text-green-800' : 'font-semibold text-red-800'}>
                  {t(rate.fresh ? 'rates.freshAsOf' : 'rates.staleAsOf', { date: when(i18n.language, rate.asOf) })}
                </span>
              )}
            </p>
          </div>
        ))}
      </div>
      <TextField label={t('rates.url')} hint={t('rates.urlHint')} type="url" dir="ltr" error={error('url')} {...form.field('url')} />
      <div className="flex flex-col items-start gap-2">
        {saved.fetchedAt && (
          <p className="text-sm" role={saved.fetchError ? 'alert' : undefined}>
            {saved.fetchError
              ? t('rates.lastFetchFailed', { date: when(i18n.language, saved.fetchedAt), reason: saved.fetchError })
              : t('rates.lastFetch', { date: when(i18n.language, saved.fetchedAt) })}
          </p>
        )}
        <Button variant="secondary" size="sm" busy={fetchNow.isPending} disabled={!saved.url || form.dirty} onClick={() => void onFetch()}>
          {t('rates.fetchNow')}
        </Button>
      </div>
      <SubmitButton busy={form.submitting}>{t('rates.save')}</SubmitButton>
    </form>
  )
}

/** /console/currency-rates (admins): the rates that convert drivers' prices for reading; nothing is charged in them. */
export default function CurrencyRatesPage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('rates.title')} lead={t('rates.lead')} adminOnly>
      {() => <RatesScreen />}
    </ConsoleShell>
  )
}

function RatesScreen() {
  const { t } = useTranslation('console')
  const rates = useCurrencyRates()
  if (rates.isPending) return <p aria-live="polite">{t('loading')}</p>
  if (rates.isError) return <p role="alert">{t('loadError')}</p>
  return <RatesForm key={JSON.stringify(rates.data)} saved={rates.data} />
}
