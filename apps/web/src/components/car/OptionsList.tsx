import type { Ref } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { DAILY_EXTRAS, EXTRAS, extraState, type TExtra } from '@wheelbase/core/extras'
import type { TCar } from '@wheelbase/core/schemas/search'
import { useShownPrice } from '../../lib/usePrice'

const isDaily = (extra: TExtra) => (DAILY_EXTRAS as readonly string[]).includes(extra)

/**
 * The booking options: included ones ticked and locked, unavailable ones shown but not
 * selectable, the others with their price per rental or per day (the percentage applied).
 */
type Props = {
  car: TCar
  chosen: readonly TExtra[]
  onToggle: (extra: TExtra, on: boolean) => void
  /** The fieldset, whose boxes name their option (`data-extra`). */
  listRef?: Ref<HTMLFieldSetElement> | undefined
}

export function OptionsList({ car, chosen, onToggle, listRef }: Props) {
  const { t } = useTranslation(['checkout', 'search'])
  const price = useShownPrice()
  return (
    <fieldset ref={listRef} className="flex flex-col gap-1">
      <legend className="mb-2 text-xl font-bold">{t('options.title')}</legend>
      {EXTRAS.map((extra) => {
        const cents = car.extras[extra]
        const state = extraState(cents)
        const id = `option-${extra}`
        const detail =
          state === 'included'
            ? t('options.included')
            : state === 'unavailable'
              ? t('options.unavailable')
              : isDaily(extra)
                ? t('options.perDay', { price: price(cents) })
                : t('options.perRental', { price: price(cents) })
        return (
          <div key={extra} className={`flex min-h-12 items-center gap-3 rounded-xl px-2 ${state === 'unavailable' ? 'text-muted' : ''}`}>
            <input
              id={id}
              data-extra={extra}
              type="checkbox"
              checked={state === 'included' || (state === 'priced' && chosen.includes(extra))}
              disabled={state !== 'priced'}
              onChange={(e) => onToggle(extra, e.target.checked)}
              aria-describedby={`${id}-detail`}
              className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
            />
            <label
              htmlFor={id}
              className={`flex flex-1 flex-wrap items-baseline justify-between gap-x-3 ${state === 'priced' ? 'cursor-pointer' : ''}`}
            >
              <span className="font-medium">{t(`search:extras.${extra}`)}</span>
              <span id={`${id}-detail`} className="text-sm">
                {detail}
              </span>
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}
