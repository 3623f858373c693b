import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { Icon } from './icons/Icon'

type Props = {
  from: ReactNode
  to: ReactNode
  /** What the two ends are: a screen reader says "to" between places, "until" between times where a language tells them apart. */
  kind: 'place' | 'time'
}

/**
 * "A → B" that reads right in both directions. A text "→" keeps pointing right, so in a
 * right-to-left line (pick-up on the right) it pointed back from drop-off to pick-up. Here the
 * arrow is a drawing, mirrored in right-to-left text, and each end is isolated (<bdi>) so that a
 * Latin name in a Hebrew line, or the reverse, cannot swap the two ends. A screen reader hears
 * the word, not "right arrow".
 */
export function FromTo({ from, to, kind }: Props) {
  const { t } = useTranslation('common')
  return (
    <>
      {/* A no-break space: a narrow line wraps after the arrow, never between the pick-up and it. */}
      <bdi>{from}</bdi>&nbsp;
      <Icon name="arrow-right" className="inline-block size-[1em] align-[-0.125em] rtl:-scale-x-100" />
      <span className="sr-only">{t(`fromTo.${kind}`)}</span> <bdi>{to}</bdi>
    </>
  )
}
