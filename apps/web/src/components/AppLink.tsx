import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useBasePath, withBase } from '../lib/basePath'

/** Goes to a path of the app without reloading (the router's navigate, or nothing on the server). */
type TFollow = (to: string) => void

export const FollowContext = createContext<TFollow | null>(null)

/** Gives the links below it the router's navigation: one hook for the page, not a set per link. */
export function LinkFollower({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const base = useBasePath()
  const follow: TFollow = (to) => {
    // As the router's own links: going to the address already shown replaces it in the history.
    const here = window.location.pathname + window.location.search + window.location.hash
    void navigate(to, { replace: here === withBase(base, to) })
  }
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>
}

/** A click the app handles itself: the main button, no modifier (those open a tab or a window), no other target, not handled already. */
export function followsInApp(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const target = link.target
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  )
}

type TAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app ("/checkout?…"); the address's language is added (record 0146). */
  to: string
}

/**
 * A link to a page of the app, for the links a page repeats (a result's Book, the footer): a plain
 * `<a href>` that navigates in the app when clicked. React Router's `<Link>` resolves its path
 * against the route, reads the location and sets up prefetching for every link, a tenth of the
 * server's render of a results page; our paths are absolute, so none of that is needed.
 */
export function AppLink({ to, onClick, children, ...rest }: TAppLinkProps) {
  const follow = useContext(FollowContext)
  const base = useBasePath()
  return (
    <a
      {...rest}
      href={withBase(base, to)}
      onClick={(event) => {
        onClick?.(event)
        if (!follow || !followsInApp(event, event.currentTarget)) return
        event.preventDefault()
        follow(to)
      }}
    >
      {children}
    </a>
  )
}
