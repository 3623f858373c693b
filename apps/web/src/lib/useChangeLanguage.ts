import { useCallback } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import type { TLanguage } from '@wheelbase/core/languages'
import { pathInLanguage, splitLanguagePath } from '@wheelbase/core/languagePaths'
import { localStore } from './localStore'

/**
 * A language picked by the visitor: kept on this device, and the page opened at its address in
 * that language (record 0146), which the server renders in it. There, as on any page load, a
 * signed-in user's saved language follows (main.tsx, spec section 4 step 2: "An error occurred
 * while changing language." when that fails).
 */
export function useChangeLanguage(): (language: TLanguage) => void {
  const { i18n } = useTranslation()
  return useCallback(
    (language: TLanguage) => {
      const { language: shown, rest } = splitLanguagePath(window.location.pathname)
      if (language === i18n.language && shown === language) return
      localStore.setLanguage(language)
      window.location.assign(pathInLanguage(language, rest + window.location.search + window.location.hash))
    },
    [i18n],
  )
}
