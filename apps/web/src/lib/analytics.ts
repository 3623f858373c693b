import type { TPublicSettings } from '@wheelbase/core/schemas/settings'
import { localStore, STORE_KEYS } from './localStore'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export type TConsent = 'accepted' | 'declined' | null

export function readConsent(): TConsent {
  const value = localStore.read(STORE_KEYS.cookieConsent)
  return value === 'accepted' || value === 'declined' ? value : null
}

export function saveConsent(consent: 'accepted' | 'declined'): void {
  localStore.write(STORE_KEYS.cookieConsent, consent)
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
