import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/usePageTitle'

type Props = {
  title: string
  lead?: string
  /** Said (and announced) in place of the content while it loads. */
  loading?: string
  children?: ReactNode
  wide?: boolean
}

/** The frame of every page: one h1, an optional lead, the content in a centred column. */
export function PageShell({ title, lead, loading, children, wide = false }: Props) {
  usePageTitle(title)
  const content = loading ? (
    <p role="status" className="text-muted">
      {loading}
    </p>
  ) : (
    children
  )
  return (
    <div className={`mx-auto w-full px-4 py-8 desk:px-6 desk:py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight desk:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
      {content && <div className="mt-8">{content}</div>}
    </div>
  )
}
