import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { Link, useLocation } from 'react-router'
import { AppLink } from '../components/AppLink'
import { Logo } from '../components/Logo'
import { useSignInPath } from '../lib/returnPath'
import { useSession } from '../lib/session'
import { LanguagePicker } from './LanguagePicker'
import { HEADER_ENTRIES, SITE_MENU_ID, visibleEntries } from './menu'
import { Icon } from '../components/icons/Icon'
import { TargetButton } from '../components/TargetButton'
import { buttonClass } from '../components/ui/Button'

const NavDrawer = lazy(() => import('./NavDrawer'))
const preloadDrawer = () => void import('./NavDrawer')

export function Header({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation()
  const { user, notificationCount } = useSession()
  const signInPath = useSignInPath()
  const inline = visibleEntries(Boolean(user)).filter((e) => HEADER_ENTRIES.includes(e.to))
  // The page's own entry is marked as NavLink's `end` would (the same path, a trailing slash
  // aside), read once for the bar: a NavLink resolves and matches its path for every entry.
  const here = useLocation()
    .pathname.replace(/(.)\/+$/, '$1')
    .toLowerCase()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const openDrawer = () => {
    setDrawerLoaded(true)
    setDrawerOpen(true)
  }
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 desk:px-6">
        {/* Before the app runs, a link to the footer, which lists the same pages and the language. */}
        <TargetButton
          to={SITE_MENU_ID}
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onPress={openDrawer}
          className="flex size-11 items-center justify-center rounded-full hover:bg-focused"
        >
          <Icon name="menu" className="size-6" />
        </TargetButton>
        {drawerLoaded && (
          <Suspense fallback={null}>
            <NavDrawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} onSignOut={onSignOut} />
          </Suspense>
        )}
        <AppLink to="/" className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-bold">
          <Logo />
          <span>{t('appName')}</span>
        </AppLink>
        <nav aria-label={t('menu.mainNavigation')} className="ms-4 hidden desk:block">
          <ul className="flex items-center gap-1">
            {inline.map((entry) => (
              <li key={entry.to}>
                <AppLink
                  to={entry.to}
                  {...(here === entry.to ? { 'aria-current': 'page' as const } : {})}
                  className={`nav-link ${here === entry.to ? 'bg-primary text-white' : 'hover:bg-focused'}`}
                >
                  {t(entry.labelKey)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguagePicker className="max-desk:hidden" />
          {user && (
            <Link
              to="/notifications"
              aria-label={t('menu.notificationsCount', { count: notificationCount })}
              className="relative flex size-11 items-center justify-center rounded-full hover:bg-focused"
            >
              <Icon name="bell" className="size-5" />
              {notificationCount > 0 && (
                <span aria-hidden className="absolute end-1 top-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-primary">
                  {notificationCount}
                </span>
              )}
            </Link>
          )}
          {user && (
            <Link
              to="/settings"
              className="hidden min-h-11 max-w-40 items-center truncate rounded-full px-3 text-sm font-semibold hover:bg-focused desk:flex"
            >
              {user.fullName.split(' ')[0]}
            </Link>
          )}
          {!user && (
            <AppLink to={signInPath} className={buttonClass({ size: 'sm' })}>
              {t('menu.signIn')}
            </AppLink>
          )}
        </div>
      </div>
    </header>
  )
}
