/**
 * A grey block where content is loading, hidden from screen readers (the page says "Loading…" once,
 * in words). `className` gives its size and corners; `tone="line"` is a darker grey for white cards.
 */
export function Skeleton({ className, tone = 'focused' }: { className: string; tone?: 'focused' | 'line' }) {
  return <div aria-hidden className={`animate-pulse ${tone === 'line' ? 'bg-line' : 'bg-focused'} ${className}`} />
}
