import { cancellationDeadline, deadlineWords } from './cancellation'
import { extraState } from './extras'
import { LANGUAGE_NAMES, type TLanguage } from './languages'
import { conditionsIn, EXCESS_COVERS, type TKeyTerms } from './supplierTerms'

/** One line of a fact: `strong` is what a driver must not miss; `lang` marks text in the supplier's own language. */
export type TFactLine = { text: string; strong?: boolean; muted?: boolean; lang?: TLanguage }
/** One fact: its label and its lines (`list`: items to tick off, such as what to bring). */
export type TFact = { label: string; lines: TFactLine[]; list?: boolean }

/** How facts are written: the keyFacts texts (i18next-style keys, `count` picks the plural), amounts, the reader's language. */
export type TFactWriter = {
  t: (key: string, values?: Record<string, string | number>) => string
  price: (cents: number) => string
  language: TLanguage
}

/** The rental the facts are read for: its pick-up (null: not chosen), the cancellation option's cents (0 included, −1 none), now. */
export type TFactRental = { pickup: { at: Date; timeZone: string; place: string } | null; cancellation: number; now: Date }

/**
 * The key facts (issue 45): a short, fixed summary of what the desk asks, the same wherever a
 * driver reads it (a result card, the checkout, the booking page, the confirmation mail, the
 * voucher): the deposit and how it is taken, the excess with each cover, fuel, mileage, licence,
 * the cancellation deadline in words on the pick-up place's clock, travel, late return, what to
 * bring and the supplier's own conditions (marked where untranslated).
 */
export function keyFacts(terms: TKeyTerms, rental: TFactRental, { t, price, language }: TFactWriter): TFact[] {
  const amount = (cents: number) => (cents === 0 ? t('nothing') : price(cents))
  const travel = (rule: TKeyTerms['crossBorder'], cents: number | null) =>
    rule === 'fee' && cents !== null ? t('travel.fee', { price: price(cents) }) : t(`travel.${rule}`)
  const facts: TFact[] = [
    {
      label: t('deposit.label'),
      lines: [
        { text: t(`deposit.${terms.depositMethod}`, { price: price(terms.depositCents) }), strong: true },
        { text: t('deposit.release', { count: terms.depositReleaseDays }) },
      ],
    },
    {
      label: t('excess.label'),
      lines: terms.excess
        ? EXCESS_COVERS.flatMap((cover) => {
            const cents = terms.excess?.[cover]
            return cents === null || cents === undefined ? [] : [{ text: t(`excess.${cover}`, { price: amount(cents) }) }]
          })
        : [{ text: t('excess.unknown') }],
    },
    { label: t('fuel.label'), lines: [{ text: t(`fuel.${terms.fuelPolicy}`) }] },
    {
      label: t('mileage.label'),
      lines: [{ text: terms.mileageKm === null ? t('mileage.unlimited') : t('mileage.limited', { km: terms.mileageKm }) }],
    },
    {
      label: t('licence.label'),
      lines: [
        { text: terms.licenceMinYears ? t('licence.years', { count: terms.licenceMinYears }) : t('licence.any') },
        ...(terms.permitOutsideEu ? [{ text: t('licence.permit') }] : []),
      ],
    },
    { label: t('cancel.label'), lines: cancellationLines(terms, rental, { t, price, language }) },
    {
      label: t('travel.label'),
      lines: [
        { text: t('travel.abroad', { rule: travel(terms.crossBorder, terms.crossBorderFee) }) },
        { text: t('travel.ferry', { rule: travel(terms.ferry, terms.ferryFee) }) },
      ],
    },
    { label: t('late.label'), lines: [{ text: t('late.grace', { count: terms.lateGraceMinutes }) }] },
    {
      label: t('bring.label'),
      list: true,
      lines: [
        t('bring.licence'),
        ...(terms.permitOutsideEu ? [t('bring.permit')] : []),
        t('bring.id'),
        t(`bring.${terms.depositMethod}`),
        t('bring.voucher'),
      ].map((text) => ({ text })),
    },
  ]
  const conditions = conditionsIn(terms, language)
  if (conditions)
    facts.push({
      label: t('conditions.label'),
      lines: [
        ...(conditions.translated ? [] : [{ text: t('conditions.untranslated', { language: LANGUAGE_NAMES[conditions.language] }), muted: true }]),
        { text: conditions.text, lang: conditions.language },
      ],
    })
  return facts
}

/** Whether and until when cancelling is free, and what it costs after: the deadline in words on the pick-up place's clock. */
function cancellationLines(terms: TKeyTerms, { pickup, cancellation, now }: TFactRental, { t, price, language }: TFactWriter): TFactLine[] {
  const state = extraState(cancellation)
  if (state === 'unavailable') return [{ text: t('cancel.none') }]
  const deadline = pickup ? cancellationDeadline(pickup.at, pickup.timeZone, terms.freeCancelHours) : null
  const when = deadline && pickup ? t('when', { date: deadlineWords(deadline, pickup.timeZone, language), place: pickup.place }) : null
  const free = !deadline
    ? t('cancel.freeHours', { count: terms.freeCancelHours })
    : deadline.getTime() < now.getTime()
      ? t('cancel.passed', { when: when ?? '' })
      : t('cancel.freeUntil', { when: when ?? '' })
  const fee =
    terms.cancelFeeKind === 'firstDay'
      ? t('fee.firstDay')
      : terms.cancelFeeKind === 'percent'
        ? t('fee.percent', { percent: terms.cancelFeeValue })
        : price(terms.cancelFeeValue)
  return [
    ...(state === 'priced' ? [{ text: t('cancel.extra', { price: price(cancellation) }) }] : []),
    { text: free, strong: true },
    { text: t('cancel.after', { fee }) },
  ]
}
