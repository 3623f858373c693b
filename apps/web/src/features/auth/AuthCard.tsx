import type { ReactNode } from 'react'
import { usePageTitle } from '../../lib/usePageTitle'
import { Card } from '../../components/ui/Card'

/** The narrow card the account pages share: one h1, an optional lead, the form. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string | undefined; children: ReactNode }) {
  usePageTitle(title)
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 desk:py-14">
      <Card className="p-6 desk:p-8">
        <h1 className="text-2xl font-bold tracking-tight desk:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-muted">{lead}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  )
}
