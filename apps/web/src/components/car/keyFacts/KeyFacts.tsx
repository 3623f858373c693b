import { useTranslation } from '../../../i18n/useTranslation'
import { keyFacts, type TFactRental } from '@wheelbase/core/keyFacts'
import { toLanguage } from '@wheelbase/core/languages'
import type { TKeyTerms } from '@wheelbase/core/supplierTerms'
import { usePrice } from '../../../lib/usePrice'

type Props = {
  terms: TKeyTerms
  pickup: TFactRental['pickup']
  /** The cancellation option's cents as a car prices it (0 included, −1 none); a booking's: 0 when it has it, else −1. */
  cancellation: number
  headingLevel?: 2 | 3
}

/**
 * What the desk asks, before payment (issue 45): core's key facts, the same on a result card, the
 * checkout and a booking (which shows the terms it keeps) as in the mail and the voucher. Amounts
 * are what the desk takes, in the marketplace's currency. Loaded on demand, with its texts (the
 * keyFacts namespace).
 */
export default function KeyFacts({ terms, pickup, cancellation, headingLevel = 3 }: Props) {
  const { t, i18n } = useTranslation('keyFacts')
  const price = usePrice()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // Whether the deadline has passed is read as the page is shown.
  const facts = keyFacts(terms, { pickup, cancellation, now: new Date() }, { t, price, language: toLanguage(i18n.language) ?? 'en' })
  return (
    <section aria-label={t('title')} className="text-sm">
      <Heading className="mb-2 text-base font-bold">{t('title')}</Heading>
      <dl className="grid gap-x-4 gap-y-2 desk:grid-cols-[10rem_minmax(0,1fr)]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-semibold">{fact.label}</dt>
            <dd className="mb-1 desk:mb-0">
              {fact.list ? (
                <ul className="list-disc ps-5">
                  {fact.lines.map((line) => (
                    <li key={line.text}>{line.text}</li>
                  ))}
                </ul>
              ) : (
                fact.lines.map((line) => {
                  const Line = line.strong ? 'strong' : 'span'
                  return (
                    <Line
                      key={line.text}
                      {...(line.lang ? { lang: line.lang, dir: 'auto' } : {})}
                      className={`block${line.muted ? ' text-muted' : ''}${line.lang ? ' whitespace-pre-line' : ''}`}
                    >
                      {line.text}
                    </Line>
                  )
                })
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
