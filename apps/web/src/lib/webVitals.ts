import { onCLS, onINP, onLCP } from 'web-vitals'
import { reportVitals } from '@wheelbase/core/contracts/vitals'
import type { TWebVital } from '@wheelbase/core/schemas/vitals'
import { sendOnLeave } from './api/client'
import { splitLanguagePath } from '@wheelbase/core/languagePaths'

/**
 * This page load's Core Web Vitals (web-vitals), for the operators' metrics: each metric once,
 * sent as the page is hidden (a tab switched, a link followed, the page closed) with a request that
 * outlives the page. Loaded after the page is idle, and only once the visitor accepted cookies
 * (analytics.ts). The path is the one the page was loaded at, whatever it shows now.
 */
export function reportWebVitals(): void {
  const landing = performance.getEntriesByType('navigation')[0]
  // The page, not its address in a language (`/fr/search` is `/search`, record 0146).
  const path = splitLanguagePath(new URL(landing?.name ?? window.location.href).pathname).rest
  const latest = new Map<TWebVital, number>()
  const sent = new Set<TWebVital>()
  const keep = ({ name, value }: { name: TWebVital; value: number }) => {
    if (!sent.has(name)) latest.set(name, value)
  }
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
  // Added after web-vitals' own listeners: they settle each metric first, then this sends them.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || !latest.size) return
    const metrics = [...latest].map(([name, value]) => ({ name, value }))
    for (const name of latest.keys()) sent.add(name)
    latest.clear()
    sendOnLeave(reportVitals, { path, metrics })
  })
}
