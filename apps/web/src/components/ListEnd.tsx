import { useLayoutEffect, useRef, type RefObject } from 'react'
import { useLoadMoreNear } from '../lib/useLoadMoreNear'
import { buttonClass } from './ui/Button'

type TPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }

type ShowMoreProps = {
  pages: TPages
  label: string
  busyLabel: string
  /** The end of the list (focusable by script): where a keyboard user on the button goes on from when it leaves. */
  end: RefObject<HTMLElement | null>
  className: string
}

/**
 * "Show more" at the end of an infinite list. A keyboard user reaching it scrolls the list's end
 * into view, which loads the next page: the button stays, marked busy (aria-disabled, since a
 * disabled or removed button drops focus to the page), and when the last page has come and it
 * goes, focus goes to the list's end, so that Tab goes on from there and not from the top.
 */
export function ShowMoreButton({ pages, label, busyLabel, end, className }: ShowMoreProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const button = ref.current
    const marker = end.current
    // Runs as the button leaves, while it is still in the page.
    return () => {
      if (button && document.activeElement === button) marker?.focus({ preventScroll: true })
    }
  }, [end])
  const busy = pages.isFetchingNextPage
  return (
    <button
      ref={ref}
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void pages.fetchNextPage()
      }}
      className={`${className} aria-disabled:opacity-60`}
    >
      {busy ? busyLabel : label}
    </button>
  )
}

/**
 * The end of an infinite list: the next page loads as it comes near the screen (spec §9's
 * offset), and a "Show more" button does the same for keyboard and switch users.
 */
export function ListEnd({ pages, label, busyLabel, paused = false }: { pages: TPages; label: string; busyLabel: string; paused?: boolean }) {
  const endRef = useRef<HTMLDivElement>(null)
  useLoadMoreNear(endRef, pages, paused)
  return (
    <>
      <div ref={endRef} tabIndex={-1} className="focus-ring-none" />
      {pages.hasNextPage && (
        <ShowMoreButton
          pages={pages}
          label={label}
          busyLabel={busyLabel}
          end={endRef}
          className={buttonClass({ variant: 'secondary' }, 'self-center')}
        />
      )}
    </>
  )
}
