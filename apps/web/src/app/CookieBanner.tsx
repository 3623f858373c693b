import { useState } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { Link } from 'react-router'
import { readConsent, saveConsent, type TConsent } from '../lib/consent'
import { useHydrated } from '../lib/hydration'
import { useSettings } from '../lib/settings'
import { Button } from '../components/ui/Button'

/**
 * Asked only when analytics is configured: without it Wheelbase sets no optional cookie. Plain
 * buttons: React Aria would add 20 KB to the chunk RootLayout loads for it.
 */
export default function CookieBanner({ onDecision }: { onDecision: () => void }) {
  const { t } = useTranslation()
  const settings = useSettings()
  // The choice lives in this browser: asked once hydrated (the banner floats, so nothing shifts).
  const hydrated = useHydrated()
  const [decided, setConsent] = useState<TConsent>(null)
  const consent = decided ?? (hydrated ? readConsent() : null)
  if (!settings.analytics.enabled || !hydrated || consent) return null
  const decide = (value: 'accepted' | 'declined') => {
    saveConsent(value)
    setConsent(value)
    onDecision()
  }
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-card border border-line bg-white p-4 shadow-card"
    >
      <h2 id="cookie-banner-title" className="font-bold">
        {t('cookieBanner.title')}
      </h2>
      <p className="mt-1 text-sm">
        {t('cookieBanner.text')}{' '}
        <Link to="/cookies" className="underline">
          {t('cookieBanner.learnMore')}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => decide('declined')}>
          {t('cookieBanner.decline')}
        </Button>
        <Button onClick={() => decide('accepted')}>{t('cookieBanner.accept')}</Button>
      </div>
    </section>
  )
}
