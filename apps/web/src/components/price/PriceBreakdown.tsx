import { useTranslation } from 'react-i18next'
import { isFeeKind } from '@wheelbase/core/fees'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { usePrice } from '../../lib/usePrice'

type TQuote = Pick<NonNullable<TCarDetail['quote']>, 'days' | 'totalPrice' | 'lines'>

/**
 * The price line by line and the total, as the server computed it: a checkout's quote (while a
 * new one is on its way the old figures stay, marked as updating) or a booking's stored snapshot.
 * Its texts are the checkout's namespace, loaded by each page that shows it.
 */
export function PriceBreakdown({ quote, updating = false }: { quote: TQuote; updating?: boolean }) {
  const { t } = useTranslation(['checkout', 'search'])
  const price = usePrice()
  const rentalLines = quote.lines.filter((line) => line.kind === 'rental').length
  return (
    <section aria-labelledby="price-title" aria-busy={updating || undefined} className="flex flex-col gap-3">
      <h2 id="price-title" className="text-xl font-bold">
        {t('price.title')}
      </h2>
      <dl className={`flex flex-col gap-2 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {quote.lines.map((line) => (
          <div key={`${line.kind}-${line.rate ?? ''}-${line.unitCents}`} className="flex items-baseline justify-between gap-3">
            <dt>
              {line.kind === 'rental' ? t('price.rental') : isFeeKind(line.kind) ? t(`price.fees.${line.kind}`) : t(`search:extras.${line.kind}`)}
              {/* A rental charged at a rate other than the daily price, or at several, names each line's rate. */}
              {line.rate && (line.rate !== 'daily' || rentalLines > 1) && <span className="block text-sm">{t(`price.rates.${line.rate}`)}</span>}
              {line.quantity > 1 && <span className="block text-sm text-muted">{t('price.forDays', { count: line.quantity })}</span>}
            </dt>
            <dd className="shrink-0 font-medium tabular-nums">{price(line.amountCents)}</dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <dt className="font-bold">{t('price.totalFor', { count: quote.days })}</dt>
          <dd className="shrink-0 text-2xl font-bold tabular-nums" aria-live="polite">
            {price(quote.totalPrice)}
          </dd>
        </div>
      </dl>
      {updating && <p className="text-sm text-muted">{t('price.updating')}</p>}
    </section>
  )
}
