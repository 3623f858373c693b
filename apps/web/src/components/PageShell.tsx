import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/usePageTitle'

/** The frame of every page: one h1, an optional lead, the content in a centred column. */
export function PageShell({ title, lead, children, wide = false }: { title: string; lead?: string; children?: ReactNode; wide?: boolean }) {
  usePageTitle(title)
  return (
    <div className={`mx-auto w-full px-4 py-8 desk:px-6 desk:py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight desk:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  )
}
