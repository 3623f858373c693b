import { useTranslation } from '../../../i18n/useTranslation'
import { RowsField } from '../../../components/form/RowsField'
import type { TSeasonValue } from './carFormValues'

type Props = {
  value: TSeasonValue[]
  onChange: (value: TSeasonValue[]) => void
  /** A season's field's error, by its path ('seasons.1.to'). */
  error: (path: string) => string | undefined
  currency: string
  fieldRef: (path: string) => (element: HTMLElement | null) => void
}

const EMPTY: TSeasonValue = { from: '', to: '', dailyPrice: '', minDays: '' }

/**
 * A car's seasons (record 0101): date ranges, both days included, each with its own price per day.
 * One row per season, its three boxes labelled with the season's number; the server refuses two
 * that overlap, on the later one's last day.
 */
export function SeasonsField({ value, onChange, error, currency, fieldRef }: Props) {
  const { t } = useTranslation('console')
  const change = (index: number, season: Partial<TSeasonValue>) => onChange(value.map((s, i) => (i === index ? { ...s, ...season } : s)))
  return (
    <RowsField
      legend={t('car.fields.seasons')}
      hint={t('car.seasonsHint')}
      empty={t('car.noSeasons')}
      count={value.length}
      boxRef={(index, key) => fieldRef(`seasons.${index}.${key}`)}
      row={(index) => {
        const season = value[index] ?? EMPTY
        const n = index + 1
        const box = (key: keyof TSeasonValue, label: string, input: React.InputHTMLAttributes<HTMLInputElement>) => ({
          key,
          label,
          input,
          value: season[key],
          onChange: (text: string) => change(index, { [key]: text }),
          error: error(`seasons.${index}.${key}`),
        })
        return [
          box('from', t('car.seasonFrom', { n }), { type: 'date' }),
          box('to', t('car.seasonTo', { n }), { type: 'date', min: season.from || undefined }),
          box('dailyPrice', t('car.seasonPrice', { n, currency }), { inputMode: 'decimal' }),
          box('minDays', t('car.seasonMinDays', { n }), { inputMode: 'numeric' }),
        ]
      }}
      onAdd={() => onChange([...value, EMPTY])}
      onRemove={(index) => onChange(value.filter((_, i) => i !== index))}
      addLabel={t('car.addSeason')}
      removeLabel={(index) => t('car.removeSeason', { n: index + 1 })}
    />
  )
}
