import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { readConsent } from '../lib/consent'
import { endServerSession, forgetSessionHere } from '../lib/api/account'
import { useSession } from '../lib/session'
import { useSettings } from '../lib/settings'
import { useToastsWanted } from '../lib/toast'
import { Footer } from './Footer'
import { Header } from './Header'
import { LinkFollower } from '../components/AppLink'
import { markPageReady } from '../lib/hydration'
import { Skeleton } from '../components/ui/Skeleton'

const Toasts = lazy(() => import('./Toasts'))
// Asked only where analytics is configured (and then once hydrated): never in a page's first download.
const CookieBanner = lazy(() => import('./CookieBanner'))

function PageFallback() {
  const { t } = useTranslation()
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 py-12">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton tone="line" className="h-10 w-2/3 rounded-lg" />
      <Skeleton tone="line" className="mt-4 h-5 w-full rounded" />
      <Skeleton tone="line" className="mt-2 h-5 w-5/6 rounded" />
    </div>
  )
}

/**
 * Marks the page as taken over (`<html data-ready>`): it answers clicks from here on, and browser
 * tests wait for it. It sits inside the page's Suspense boundary, which hydrates in a pass of its
 * own after the layout: marked from the layout, a page looked ready while its content was still the
 * server's HTML. Here it commits with the page, whose post-hydration render follows in the same task.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
    markPageReady()
  }, [])
  return null
}

export function RootLayout() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const settings = useSettings()
  const { setUser } = useSession()
  const [consentTick, setConsentTick] = useState(0)
  const toastsWanted = useToastsWanted()

  // Scroll returns to the top on every path change (spec section 2).
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  // Page views and the Core Web Vitals, only for a visitor who accepted cookies: their code loads then.
  useEffect(() => {
    if (readConsent() !== 'accepted') return
    void import('../lib/analytics').then((analytics) => {
      analytics.trackPageView(settings.analytics, pathname + search)
      analytics.startWebVitals()
    })
  }, [settings.analytics, pathname, search, consentTick])

  // Sign-out clears the server session, session storage, the local user and readable cookies,
  // except the language and currency choices (preferences of the device, not of the account).
  const signOut = useCallback(async () => {
    await endServerSession()
    await forgetSessionHere()
    setUser(null)
    await navigate('/')
  }, [navigate, setUser])

  return (
    <LinkFollower>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
          {t('skipToContent')}
        </a>
        <Header onSignOut={() => void signOut()} />
        <main id="main" tabIndex={-1} className="flex-1 focus-ring-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </main>
        <Footer />
        {settings.analytics.enabled && (
          <Suspense fallback={null}>
            <CookieBanner onDecision={() => setConsentTick((n) => n + 1)} />
          </Suspense>
        )}
        {toastsWanted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </div>
    </LinkFollower>
  )
}
