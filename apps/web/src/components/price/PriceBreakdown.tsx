import { useTranslation } from '../../i18n/useTranslation'
import { isFeeKind } from '@wheelbase/core/fees'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { convertLines } from '@wheelbase/core/currencies'
import { formatPrice } from '@wheelbase/core/money'
import type { TLanguage } from '@wheelbase/core/languages'
import { usePrice } from '../../lib/usePrice'
import { useDisplayCurrency } from '../../lib/displayCurrency'

type TQuote = Pick<NonNullable<TCarDetail['quote']>, 'days' | 'totalPrice' | 'lines'>

/**
 * The price line by line and the total, as the server computed it: a checkout's quote (while a
 * new one is on its way the old figures stay, marked as updating) or a booking's stored snapshot.
 * Its texts are the checkout's namespace, loaded by each page that shows it.
 *
 * A quote (`shown`) is in the driver's currency while its rate is fresh: the lines converted so
 * that they add up to the converted total, and a line saying what is charged. A booking's price
 * is what was charged, as charged.
 */
export function PriceBreakdown({ quote, updating = false, shown = false }: { quote: TQuote; updating?: boolean; shown?: boolean }) {
  const { t, i18n } = useTranslation(['checkout', 'search'])
  const charged = usePrice()
  const { rate } = useDisplayCurrency()
  const display = shown ? rate : null
  const converted = display
    ? convertLines(
        quote.lines.map((line) => line.amountCents),
        display.micros,
      )
    : null
  const lineText = (index: number, cents: number) =>
    display && converted ? formatPrice(converted[index] ?? 0, display.currency, i18n.language as TLanguage) : charged(cents)
  const total =
    display && converted
      ? formatPrice(
          converted.reduce((sum, cents) => sum + cents, 0),
          display.currency,
          i18n.language as TLanguage,
        )
      : charged(quote.totalPrice)
  const rentalLines = quote.lines.filter((line) => line.kind === 'rental').length
  return (
    <section aria-labelledby="price-title" aria-busy={updating || undefined} className="flex flex-col gap-3">
      <h2 id="price-title" className="text-xl font-bold">
        {t('price.title')}
      </h2>
      <dl className={`flex flex-col gap-2 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {quote.lines.map((line, index) => (
          <div key={`${line.kind}-${line.rate ?? ''}-${line.unitCents}`} className="flex items-baseline justify-between gap-3">
            <dt>
              {line.kind === 'rental' ? t('price.rental') : isFeeKind(line.kind) ? t(`price.fees.${line.kind}`) : t(`search:extras.${line.kind}`)}
              {/* A rental charged at a rate other than the daily price, or at several, names each line's rate. */}
              {line.rate && (line.rate !== 'daily' || rentalLines > 1) && <span className="block text-sm">{t(`price.rates.${line.rate}`)}</span>}
              {line.quantity > 1 && <span className="block text-sm text-muted">{t('price.forDays', { count: line.quantity })}</span>}
            </dt>
            <dd className="shrink-0 font-medium tabular-nums">{lineText(index, line.amountCents)}</dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <dt className="font-bold">{t('price.totalFor', { count: quote.days })}</dt>
          <dd className="shrink-0 text-2xl font-bold tabular-nums" aria-live="polite">
            {total}
          </dd>
        </div>
      </dl>
      {display && <p className="rounded-xl bg-focused p-3 text-sm">{t('price.youPay', { price: charged(quote.totalPrice) })}</p>}
      {updating && <p className="text-sm text-muted">{t('price.updating')}</p>}
    </section>
  )
}
