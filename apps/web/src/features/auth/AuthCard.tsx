import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { usePageTitle } from '../../lib/usePageTitle'
import { Card } from '../../components/ui/Card'

type Props = {
  title: string
  lead?: string | undefined
  /** The line under the form to the other way in: "No account yet? Sign up". */
  other?: { text: string; link: string; to: string }
  children: ReactNode
}

/** The narrow card the account pages share: one h1, an optional lead, the form. */
export function AuthCard({ title, lead, other, children }: Props) {
  usePageTitle(title)
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 desk:py-14">
      <Card className="p-6 desk:p-8">
        <h1 className="text-2xl font-bold tracking-tight desk:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-muted">{lead}</p>}
        <div className="mt-6">{children}</div>
        {other && (
          <p className="mt-6 text-center">
            {other.text}{' '}
            <Link to={other.to} className="font-semibold underline">
              {other.link}
            </Link>
          </p>
        )}
      </Card>
    </div>
  )
}
