import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShowMoreButton } from './ListEnd'

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }

function List({ pages }: { pages: Pages }) {
  const end = useRef<HTMLDivElement>(null)
  return (
    <>
      <ul aria-label="Cars" />
      <div ref={end} tabIndex={-1} data-testid="end" />
      {pages.hasNextPage && <ShowMoreButton pages={pages} label="Show more" busyLabel="Loading more…" end={end} className="" />}
    </>
  )
}

afterEach(cleanup)

describe('the "Show more" button of an infinite list', () => {
  it('keeps a keyboard user on it while the next page loads, and at the end of the list when the last page has come', () => {
    const fetchNextPage = vi.fn(async () => undefined)
    const { rerender } = render(<List pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />)
    const button = screen.getByRole('button', { name: 'Show more' })
    button.focus()

    // Loading (pressed, or the list's end scrolled near): busy, still focusable, pressing it again asks nothing.
    rerender(<List pages={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />)
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.textContent).toBe('Loading more…')
    fireEvent.click(button)
    expect(fetchNextPage).not.toHaveBeenCalled()

    // The last page: the button goes, focus stays at the end of the list rather than falling to the page.
    rerender(<List pages={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.activeElement).toBe(screen.getByTestId('end'))
  })

  it('asks for the next page when pressed', () => {
    const fetchNextPage = vi.fn(async () => undefined)
    render(<List pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(fetchNextPage).toHaveBeenCalledOnce()
  })
})
