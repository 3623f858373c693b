import { useRef } from 'react'
import { useLoadMoreNear } from '../lib/useLoadMoreNear'

type TPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }

/**
 * The end of an infinite list: the next page loads as it comes near the screen (spec §9's
 * offset), and a "Show more" button does the same for keyboard and switch users.
 */
export function ListEnd({ pages, label, busyLabel, paused = false }: { pages: TPages; label: string; busyLabel: string; paused?: boolean }) {
  const endRef = useRef<HTMLDivElement>(null)
  useLoadMoreNear(endRef, pages, paused)
  return (
    <>
      <div ref={endRef} />
      {pages.hasNextPage && (
        <button
          type="button"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          className="min-h-11 self-center rounded-full border border-primary px-5 font-semibold hover:bg-focused disabled:opacity-60"
        >
          {pages.isFetchingNextPage ? busyLabel : label}
        </button>
      )}
    </>
  )
}
