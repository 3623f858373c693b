import { useEffect, type RefObject } from 'react'
import { useSettings } from './settings'

type TPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }

/**
 * Infinite scroll (spec §9): the next page loads when the end of a list comes within the page
 * offset (200 px) of the screen. Lists also keep a "Show more" button for keyboard users.
 */
export function useLoadMoreNear(
  end: RefObject<HTMLElement | null>,
  { hasNextPage, isFetchingNextPage, fetchNextPage }: TPages,
  paused = false,
): void {
  const { pageOffset } = useSettings()
  useEffect(() => {
    const element = end.current
    if (!element || !hasNextPage || paused) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: `0px 0px ${pageOffset}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [end, hasNextPage, isFetchingNextPage, paused, fetchNextPage, pageOffset])
}
