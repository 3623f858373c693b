import { EXTRAS, extraState } from '@wheelbase/core/extras'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import type { TCarText } from '../../components/car/carText'
import { formatList } from '../../lib/intl'

/** The card's line of what the price includes: "Included: …", or that nothing is. */
export function includedLine(car: Pick<TCarResult, 'extras'>, { t, language }: TCarText): string {
  const included = EXTRAS.filter((extra) => extraState(car.extras[extra]) === 'included')
  return included.length
    ? t('card.includedList', {
        list: formatList(
          language,
          included.map((extra) => t(`extras.${extra}`)),
        ),
      })
    : t('card.noneIncluded')
}
