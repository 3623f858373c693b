import { useSyncExternalStore } from 'react'

/**
 * Toasts (spec section 2) without their library in the first bundle: the first toast loads
 * react-toastify and mounts its container (app/Toasts.tsx), then shows. Same calls as the
 * library's: toast.success(text), toast.error(text), toast.info(text).
 */
type TKind = 'success' | 'error' | 'info'

let wanted = false
const subscribers = new Set<() => void>()
let markReady: () => void = () => undefined
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Called by the container once mounted: toasts asked for meanwhile then show, oldest first. */
export function toastsMounted(): void {
  markReady()
}

/** Whether the container should be on the page (true from the first toast on). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      subscribers.add(onChange)
      return () => subscribers.delete(onChange)
    },
    () => wanted,
    () => false, // no toast is shown by the server's render
  )
}

async function show(kind: TKind, message: string): Promise<void> {
  if (!wanted) {
    wanted = true
    for (const notify of subscribers) notify()
  }
  const [{ toast: library }] = await Promise.all([import('react-toastify'), ready])
  library[kind](message)
}

export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
}
