import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while React renders on the server and while the browser hydrates that HTML, true after
 * (and from the start of a page rendered in the browser). What only the browser knows (local
 * storage, its time zone) is shown once this is true, so the first client render matches the
 * server's HTML and React never has to throw it away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
