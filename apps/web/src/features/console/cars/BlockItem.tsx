import { useTranslation } from '../../../i18n/useTranslation'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import { FromTo } from '../../../components/FromTo'
import { Button } from '../../../components/ui/Button'
import { BLOCK_MARK, daysOn } from './calendarDays'

/** A day (YYYY-MM-DD) in the UI language. */
const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** A block's days, both included, on the car's clock, as one text ("2 Dec – 5 Dec 2026"), for a sentence. */
export function blockDaysText(block: TBlock, language: string): string {
  const { first, last } = daysOn(block)
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${first}T00:00:00Z`),
    new Date(`${last}T00:00:00Z`),
  )
}

/** A block drawn as a bar: grey cross-hatching (the key below the calendar says so). */
export function BlockMark({ className }: { className: string }) {
  return <span aria-hidden data-block className={`box-border rounded-[3px] ${BLOCK_MARK} ${className}`} />
}

type Props = { block: TBlock; busy: boolean; onChange: () => void; onRemove: () => void }

/** A block in the chosen day's list: its reason in words, its note, its days (whole days are what a supplier blocks), change and remove. */
export function BlockItem({ block, busy, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation('console')
  const { first, last } = daysOn(block)
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2">
      <BlockMark className="inline-block h-2.5 w-6" />
      <span className="font-semibold">{t('blocks.blocked', { reason: t(`blocks.reasons.${block.reason}`) })}</span>
      {block.note && <span>{block.note}</span>}
      <span className="text-sm text-muted">
        <FromTo from={dayText(first, i18n.language)} to={dayText(last, i18n.language)} kind="time" />
      </span>
      <span className="ms-auto flex gap-2">
        <Button size="sm" variant="secondary" onClick={onChange}>
          {t('blocks.edit')}
        </Button>
        <Button size="sm" variant="dangerOutline" busy={busy} onClick={onRemove}>
          {t('blocks.remove')}
        </Button>
      </span>
    </li>
  )
}
