// Loaded only once the visitor accepted cookies (app/RootLayout.tsx): a first visit never downloads it.
import type { TPublicSettings } from '@wheelbase/core/schemas/settings'
import { readConsent } from './consent'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let loaded = false

/** Loads GA4 only when it is configured and the visitor accepted; nothing is fetched otherwise. */
function ensureLoaded(settings: TPublicSettings['analytics']): boolean {
  if (!settings.enabled || !settings.measurementId || readConsent() !== 'accepted') return false
  if (!loaded) {
    loaded = true
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet does.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', settings.measurementId, { send_page_view: false, anonymize_ip: true })
    const script = document.createElement('script')
    script.async = true
    script.src = `${settings.scriptUrl}?id=${encodeURIComponent(settings.measurementId)}`
    document.head.appendChild(script)
  }
  return true
}

export function trackPageView(settings: TPublicSettings['analytics'], path: string): void {
  if (!ensureLoaded(settings)) return
  window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title })
}

let vitalsStarted = false

/** With the visitor's consent, the page's Core Web Vitals are measured (webVitals.ts), loaded once the page is idle. */
export function startWebVitals(): void {
  if (vitalsStarted || readConsent() !== 'accepted') return
  vitalsStarted = true
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
  idle(
    () =>
      void import('./webVitals').then(
        (vitals) => vitals.reportWebVitals(),
        () => undefined,
      ),
  )
}
