import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { useLocation } from 'react-router'
import { useHydrated } from '../lib/hydration'

/** Phones are 960px wide and below (spec section 9; the styles' `desk` breakpoint is 961px). */
const PHONE = '(max-width: 960px)'

type TProps = {
  children: ReactNode
  /** The id a link shows it by on a phone before the app runs (CSS `:target`). */
  target: string
  /** Shown now on a phone too: the page is about to display it (a button that opens it). */
  awake?: boolean
}

/**
 * A part of the server's page that a phone hides (the results' search form and filters): on a
 * phone, React leaves its markup as it is while the app starts, neither hydrating nor rendering
 * it, and renders it afresh once it is `awake`, the window grows past a phone's width, or the
 * address or language changes what it would show. Elsewhere, and on the server, it renders as usual.
 * Whether it is hidden is read from the media query, not from the layout: asking the page for
 * boxes while React hydrates would lay the whole page out once more.
 */
export function DeskOnly({ children, target, awake = false }: TProps) {
  const hydrated = useHydrated()
  const [asleep, setAsleep] = useState(
    () => !hydrated && typeof window !== 'undefined' && window.matchMedia(PHONE).matches && window.location.hash !== `#${target}`,
  )
  const { i18n } = useTranslation()
  const { key } = useLocation()
  const [met] = useState(`${i18n.language} ${key}`)
  // Once rendered, it stays rendered.
  if (asleep && (awake || met !== `${i18n.language} ${key}`)) setAsleep(false)
  useEffect(() => {
    if (!asleep) return
    const phone = window.matchMedia(PHONE)
    const grown = () => setAsleep(phone.matches)
    phone.addEventListener('change', grown)
    return () => phone.removeEventListener('change', grown)
  }, [asleep])
  if (asleep) return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  return <div>{children}</div>
}
