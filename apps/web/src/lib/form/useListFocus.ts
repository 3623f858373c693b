import { useEffect, useRef } from 'react'

/**
 * Focus for a list of rows the user adds and removes (a car's seasons, a supplier's fees): an added
 * row takes the focus in its first box, and a removed row hands it to the "add" button, never to
 * the page. `added` and `removed` are called beside the change.
 */
export function useListFocus(length: number) {
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const pending = useRef(false)
  useEffect(() => {
    if (!pending.current) return
    pending.current = false
    listRef.current?.querySelector<HTMLElement>('li:last-child :is(input, select)')?.focus()
  }, [length])
  return {
    listRef,
    addRef,
    added: () => {
      pending.current = true
    },
    removed: () => addRef.current?.focus(),
  }
}
