import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react'

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

let markReady = () => undefined as void
/**
 * Resolves once the app has taken the whole first page over, its content included (which React
 * hydrates in a pass of its own, after the header): a change of what every part shows (the
 * language) must wait for it, or the content would be hydrated against texts it was not made of.
 */
export const pageReady = new Promise<void>((resolve) => (markReady = resolve))

/** Called by the layout once the page's content has hydrated (RootLayout's PageReady). */
export function markPageReady(): void {
  markReady()
}

type TField = HTMLInputElement | HTMLSelectElement

/**
 * What the visitor made of a field of the server's HTML before the app started, or null if they
 * left it as it came: text typed into a box, a time picked, a box ticked ("true"/"false"). The
 * HTML's own value is the field's default (a select's option marked selected).
 */
export function changedByVisitor(field: TField): string | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0]
    const marked = [...field.options].some((option) => option.defaultSelected)
    return chosen && marked && !chosen.defaultSelected ? chosen.value : null
  }
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked ? String(field.checked) : null
  return field.value !== field.defaultValue ? field.value : null
}

/**
 * A field the visitor changed before the app started (on a slow phone the page is usable for a
 * second or more before it is interactive): React keeps their value on screen when it hydrates,
 * but the component's state does not know it, and its next render would put the old value back.
 * Once mounted, that value is handed to `adopt`, as if typed now. A field the browser rendered
 * starts as its state says, and nothing is adopted.
 */
export function useEarlyInput(ref: RefObject<TField | null>, adopt: (value: string) => void): void {
  // The first render's handler: it runs right after that render, before any other.
  const first = useRef(adopt)
  useLayoutEffect(() => {
    const value = ref.current && changedByVisitor(ref.current)
    if (value !== null) first.current(value)
  }, [ref])
}

/**
 * The fields of a part of the server's HTML (a form) the visitor changed before the app started,
 * handed over together once mounted: a form whose fields make one value (the filters of a search)
 * takes them in one change, where one field at a time would each start from the first render's.
 */
export function useEarlyInputs(ref: RefObject<HTMLElement | null>, adopt: (changed: TField[]) => void): void {
  const first = useRef(adopt)
  useLayoutEffect(() => {
    const fields = ref.current ? [...ref.current.querySelectorAll<TField>('input, select')] : []
    const changed = fields.filter((field) => changedByVisitor(field) !== null)
    if (changed.length) first.current(changed)
  }, [ref])
}
