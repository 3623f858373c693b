import { useTranslation } from '../../i18n/useTranslation'
import type { TPlaceFacts } from '@wheelbase/core/schemas/placePage'
import { usePrice } from '../../lib/usePrice'

/** Questions drivers ask before they book here, answered from the cars and terms of the suppliers here; they open without JavaScript. */
export function PlaceFaq({ facts }: { facts: TPlaceFacts }) {
  const { t } = useTranslation(['places', 'search'])
  const price = usePrice()
  const { deposit, freeCancelHours: cancel } = facts
  const items: { question: string; answer: string[] }[] = []
  if (deposit)
    items.push({
      question: t('placePage.faq.depositQ'),
      answer: [
        deposit.max === 0
          ? t('placePage.faq.depositNone')
          : deposit.min === deposit.max
            ? t('placePage.faq.depositSame', { amount: price(deposit.max) })
            : t('placePage.faq.depositRange', { min: price(deposit.min), max: price(deposit.max) }),
      ],
    })
  items.push({
    question: t('placePage.faq.cardQ'),
    answer: [
      facts.noCardCars === 0
        ? t('placePage.faq.cardNone')
        : facts.noCardCars === facts.cars
          ? t('placePage.faq.cardAll')
          : t('placePage.faq.cardSome', { count: facts.noCardCars, total: facts.cars, filter: t('search:filters.noCard') }),
    ],
  })
  if (facts.fuelPolicies.length)
    items.push({
      question: t('placePage.faq.fuelQ'),
      answer: facts.fuelPolicies.map(({ policy, cars }) =>
        t('placePage.faq.fuelLine', { count: cars, policy: t(`search:fuelPolicy.${policy}`), meaning: t(`placePage.faq.fuel.${policy}`) }),
      ),
    })
  if (cancel)
    items.push({
      question: t('placePage.faq.cancelQ'),
      answer: [
        cancel.min === cancel.max
          ? t('placePage.faq.cancelSame', { count: cancel.min })
          : t('placePage.faq.cancelRange', { min: cancel.min, max: cancel.max }),
      ],
    })
  return (
    <section aria-labelledby="place-faq" className="flex flex-col gap-3">
      <h2 id="place-faq" className="text-2xl font-bold">
        {t('placePage.faqTitle')}
      </h2>
      {items.map(({ question, answer }) => (
        <details key={question} className="rounded-card bg-white p-4 shadow-card">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{question}</summary>
          {answer.map((line) => (
            <p key={line} className="mt-1">
              {line}
            </p>
          ))}
        </details>
      ))}
    </section>
  )
}
