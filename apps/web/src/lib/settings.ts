import { createContext, useContext } from 'react'
import type { TPublicSettings } from '@wheelbase/core/schemas/settings'
import { api } from './api/client'

/**
 * The public settings: embedded in index.html by the server (no extra round trip before the
 * first paint), fetched from /api/settings/public when absent (the Vite dev server). Our own
 * server wrote them from its validated config, so no schema library is loaded for them here:
 * zod stays out of the first-paint bundle.
 */
export async function loadSettings(): Promise<TPublicSettings> {
  const embedded = document.getElementById('wb-settings')?.textContent
  if (embedded) return JSON.parse(embedded) as TPublicSettings
  // Only the dev server sends the page without them: the contract is no part of a real first download.
  const { publicSettings } = await import('@wheelbase/core/contracts/system')
  return api(publicSettings, {})
}

export const SettingsContext = createContext<TPublicSettings | null>(null)

export function useSettings(): TPublicSettings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('useSettings outside SettingsContext')
  return settings
}
