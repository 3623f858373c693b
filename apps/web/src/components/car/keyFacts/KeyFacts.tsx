import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cancellationDeadline, deadlineWords } from '@wheelbase/core/cancellation'
import { extraState } from '@wheelbase/core/extras'
import { LANGUAGE_NAMES, toLanguage } from '@wheelbase/core/languages'
import { conditionsIn, EXCESS_COVERS, type TKeyTerms } from '@wheelbase/core/supplierTerms'
import { usePrice } from '../../../lib/usePrice'

/** Whether the rental may be cancelled: included in the price, as an option at a price, or not at all. */
type TCancellable = { kind: 'included' } | { kind: 'extra'; cents: number } | { kind: 'none' }

/** How a car's cancellation option (its extra's cents: 0 included, −1 none) reads in the key facts. */
function cancellableOf(cents: number): TCancellable {
  const state = extraState(cents)
  return state === 'included' ? { kind: 'included' } : state === 'unavailable' ? { kind: 'none' } : { kind: 'extra', cents }
}

/** The pick-up the deadline is read from: its time, its place's name and clock (null: not chosen yet). */
export type TKeyPickup = { at: Date; timeZone: string; place: string } | null

type Props = {
  terms: TKeyTerms
  pickup: TKeyPickup
  /** The cancellation option's cents as a car prices it (0 included, −1 none); a booking's: 0 when it has it, else −1. */
  cancellation: number
  headingLevel?: 2 | 3
  now?: Date
}

/**
 * What the desk asks, before payment (issue 45): a short, fixed summary of the deposit and how it
 * is taken, the excess, fuel, mileage, licence, the cancellation deadline in words, travel, late
 * return, what to bring and the supplier's own conditions. The same on a result card, the
 * checkout and a booking (which shows the terms it keeps). Amounts are what the desk takes, in the
 * marketplace's currency. Loaded on demand: its texts are the keyFacts namespace.
 */
export default function KeyFacts({ terms, pickup, cancellation, headingLevel = 3, now = new Date() }: Props) {
  const cancellable = cancellableOf(cancellation)
  const { t, i18n } = useTranslation('keyFacts')
  const price = usePrice()
  const language = toLanguage(i18n.language) ?? 'en'
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const amount = (cents: number) => (cents === 0 ? t('nothing') : price(cents))
  const conditions = conditionsIn(terms, language)

  const deadline = pickup ? cancellationDeadline(pickup.at, pickup.timeZone, terms.freeCancelHours) : null
  const when = deadline && pickup ? t('when', { date: deadlineWords(deadline, pickup.timeZone, language), place: pickup.place }) : null
  const fee =
    terms.cancelFeeKind === 'firstDay'
      ? t('fee.firstDay')
      : terms.cancelFeeKind === 'percent'
        ? t('fee.percent', { percent: terms.cancelFeeValue })
        : price(terms.cancelFeeValue)
  const cancelLine = (): ReactNode => {
    if (cancellable.kind === 'none') return t('cancel.none')
    const free = !when
      ? t('cancel.freeHours', { count: terms.freeCancelHours })
      : deadline && deadline.getTime() < now.getTime()
        ? t('cancel.passed', { when })
        : t('cancel.freeUntil', { when })
    return (
      <>
        {cancellable.kind === 'extra' && <span className="block">{t('cancel.extra', { price: price(cancellable.cents) })}</span>}
        <strong className="block">{free}</strong>
        <span className="block">{t('cancel.after', { fee })}</span>
      </>
    )
  }
  const travel = (rule: TKeyTerms['crossBorder'], cents: number | null) =>
    rule === 'fee' && cents !== null ? t('travel.fee', { price: price(cents) }) : t(`travel.${rule}`)
  const bring = [
    t('bring.licence'),
    ...(terms.permitOutsideEu ? [t('bring.permit')] : []),
    t('bring.id'),
    t(`bring.${terms.depositMethod}`),
    t('bring.voucher'),
  ]

  const rows: [string, ReactNode][] = [
    [
      t('deposit.label'),
      <>
        <strong className="block">{t(`deposit.${terms.depositMethod}`, { price: price(terms.depositCents) })}</strong>
        <span className="block">{t('deposit.release', { count: terms.depositReleaseDays })}</span>
      </>,
    ],
    [
      t('excess.label'),
      terms.excess ? (
        <ul>
          {EXCESS_COVERS.map((cover) => {
            const cents = terms.excess?.[cover]
            return cents === null || cents === undefined ? null : <li key={cover}>{t(`excess.${cover}`, { price: amount(cents) })}</li>
          })}
        </ul>
      ) : (
        t('excess.unknown')
      ),
    ],
    [t('fuel.label'), t(`fuel.${terms.fuelPolicy}`)],
    [t('mileage.label'), terms.mileageKm === null ? t('mileage.unlimited') : t('mileage.limited', { km: terms.mileageKm })],
    [
      t('licence.label'),
      <>
        <span className="block">{terms.licenceMinYears ? t('licence.years', { count: terms.licenceMinYears }) : t('licence.any')}</span>
        {terms.permitOutsideEu && <span className="block">{t('licence.permit')}</span>}
      </>,
    ],
    [t('cancel.label'), cancelLine()],
    [
      t('travel.label'),
      <>
        <span className="block">{t('travel.abroad', { rule: travel(terms.crossBorder, terms.crossBorderFee) })}</span>
        <span className="block">{t('travel.ferry', { rule: travel(terms.ferry, terms.ferryFee) })}</span>
      </>,
    ],
    [t('late.label'), t('late.grace', { count: terms.lateGraceMinutes })],
    [
      t('bring.label'),
      <ul key="bring" className="list-disc ps-5">
        {bring.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    ],
  ]
  if (conditions)
    rows.push([
      t('conditions.label'),
      <>
        {!conditions.translated && (
          <span className="block text-sm text-muted">{t('conditions.untranslated', { language: LANGUAGE_NAMES[conditions.language] })}</span>
        )}
        <span lang={conditions.language} dir="auto" className="block whitespace-pre-line">
          {conditions.text}
        </span>
      </>,
    ])

  return (
    <section aria-label={t('title')} className="text-sm">
      <Heading className="mb-2 text-base font-bold">{t('title')}</Heading>
      <dl className="grid gap-x-4 gap-y-2 desk:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-1 desk:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
