import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { NavLink } from 'react-router'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import type { TStoredUser } from '../../lib/localStore'
import { Card } from '../../components/ui/Card'

type TTab = { to: string; label: string; end?: boolean }

/** The console's sections for this account: suppliers see their own, admins every section. */
function tabsFor(user: TStoredUser, t: (key: string) => string): TTab[] {
  const tabs: TTab[] = [
    { to: '/console', label: t('nav.fleet'), end: true },
    { to: '/console/schedule', label: t('nav.schedule') },
    { to: user.type === 'admin' ? '/bookings' : `/bookings?supplier=${user._id}`, label: t('nav.bookings') },
  ]
  if (user.type === 'supplier')
    tabs.push(
      { to: '/console/profile', label: t('nav.profile') },
      { to: '/console/reviews', label: t('nav.reviews') },
      { to: '/console/audit', label: t('nav.audit') },
    )
  if (user.type === 'admin')
    tabs.push(
      { to: '/console/suppliers', label: t('nav.suppliers') },
      { to: '/console/locations', label: t('nav.locations') },
      { to: '/console/users', label: t('nav.users') },
      { to: '/console/reviews', label: t('nav.reviews') },
      { to: '/console/jobs', label: t('nav.jobs') },
      { to: '/console/currency-rates', label: t('nav.rates') },
      { to: '/console/audit', label: t('nav.audit') },
    )
  return tabs
}

/**
 * The frame of every console screen: signed in, staff only (admins only where `adminOnly`), the
 * section links, then the screen. A driver, or a supplier on an admin's screen, is told so.
 */
export function ConsoleShell({
  title,
  lead,
  adminOnly = false,
  children,
}: {
  title: string
  lead?: string | ((user: TStoredUser) => string)
  adminOnly?: boolean
  children: (user: TStoredUser) => ReactNode
}) {
  const { t } = useTranslation('console')
  return (
    <RequireSession title={title}>
      {(user) =>
        user.type === 'user' || (adminOnly && user.type !== 'admin') ? (
          <PageShell title={title}>
            <Card as="p" role="alert" className="p-6">
              {t(user.type === 'user' ? 'staffOnly' : 'adminOnly')}
            </Card>
          </PageShell>
        ) : (
          <PageShell title={title} {...(lead ? { lead: typeof lead === 'string' ? lead : lead(user) } : {})} wide>
            <nav aria-label={t('nav.label')} className="-mt-2 mb-6 overflow-x-auto">
              <ul className="flex gap-2">
                {tabsFor(user, t).map((tab) => (
                  <li key={tab.to}>
                    <NavLink
                      to={tab.to}
                      end={tab.end ?? false}
                      className={({ isActive }) =>
                        `inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 font-semibold ${
                          isActive ? 'border-primary bg-primary text-white' : 'border-line bg-white hover:bg-focused'
                        }`
                      }
                    >
                      {tab.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {children(user)}
          </PageShell>
        )
      }
    </RequireSession>
  )
}
