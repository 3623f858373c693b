type TTone = 'focused' | 'line'

/**
 * A grey block where content is loading, hidden from screen readers (the page says "Loading…" once,
 * in words). `className` gives its size, corners and place; `tone="line"` is a darker grey.
 */
export function Skeleton({ className, tone = 'focused' }: { className: string; tone?: TTone }) {
  return <div aria-hidden className={`animate-pulse ${tone === 'line' ? 'bg-line' : 'bg-focused'} ${className}`} />
}

/** A title and two lines of text loading, as wide as their box (a car, a booking, a checkout card). */
export function SkeletonText({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden className={`flex flex-col gap-3 ${className}`}>
      <Skeleton className="h-6 w-1/2 rounded" />
      <Skeleton className="h-4 w-full rounded" />
      <Skeleton className="h-4 w-5/6 rounded" />
    </div>
  )
}
