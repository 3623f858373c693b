import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../lib/toast'
import type { TLanguage } from '@wheelbase/core/languages'
import { apiStatus } from './api/client'
import { localStore } from './localStore'
import { useSession } from './session'

/**
 * A language picked by the visitor: applied at once, stored locally, and saved on the server
 * for a signed-in user ("An error occurred while changing language." when that fails).
 */
export function useChangeLanguage(): (language: TLanguage) => Promise<void> {
  const { i18n, t } = useTranslation()
  const { user, setUser } = useSession()
  return useCallback(
    async (language: TLanguage) => {
      if (language === i18n.language) return
      localStore.setLanguage(language)
      const url = new URL(window.location.href)
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang')
        window.history.replaceState(window.history.state, '', url)
      }
      await i18n.changeLanguage(language)
      if (user) {
        // The contract is fetched with the change: a visitor who never changes language never downloads it.
        const status = await import('@wheelbase/core/contracts/profile')
          .then(({ updateLanguage }) => apiStatus(updateLanguage, { body: { id: user._id, language } }))
          .catch(() => 0)
        if (status === 200) setUser({ ...user, language })
        else toast.error(t('messages:errors.changeLanguage'))
      }
    },
    [i18n, t, user, setUser],
  )
}
