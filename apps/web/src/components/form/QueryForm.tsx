import type { ReactNode, Ref } from 'react'
import { useHydrated } from '../../lib/hydration'
import { Button } from '../ui/Button'
import { useBasePath, withBase } from '../../lib/basePath'

type Props = {
  /** The page the form asks for (a path of the app: the address's language is added). */
  action: string
  /** The query the page has now, kept (the form's own fields are added to it). */
  keep?: URLSearchParams | undefined
  /** The button's text: it sends the form before the app runs. */
  submit: string
  className?: string | undefined
  submitClassName?: string | undefined
  children: ReactNode
  ref?: Ref<HTMLFormElement> | undefined
}

/**
 * Controls that work before the app has started (a slow phone shows the server's page a second or
 * more before it answers clicks): a plain GET of a page with the form's fields added to the query
 * it has, which the server renders. The button shows only once a field differs from the server's
 * HTML (styles.css: `.pre-app-submit`), so nothing moves for whoever waits; once the app runs the
 * button and the kept query are gone, as each change applies at once.
 */
export function QueryForm({ action, keep, submit, className, submitClassName = '', children, ref }: Props) {
  const hydrated = useHydrated()
  const base = useBasePath()
  return (
    <form ref={ref} method="get" action={withBase(base, action)} className={className}>
      {!hydrated && keep && [...keep].map(([name, value], index) => <input key={`${index}-${name}`} type="hidden" name={name} value={value} />)}
      {children}
      {!hydrated && (
        <Button type="submit" size="sm" className={`pre-app-submit shrink-0 ${submitClassName}`}>
          {submit}
        </Button>
      )}
    </form>
  )
}
