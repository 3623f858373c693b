import type { Translator } from '../i18n/translator'
import type { TLanguage } from '@wheelbase/core/languages'
import { validateAccessToken } from '@wheelbase/core/contracts/session'
import { updateLanguage } from '@wheelbase/core/contracts/profile'
import { apiStatus } from './api/client'
import { localStore, type TStoredUser } from './localStore'
import { toast } from './toast'
import { syncUserLanguage } from '../i18n/syncUserLanguage'

/**
 * A signed-in user whose saved language differs from this visit's: loaded only then, so the
 * calls and the profile's contract stay out of every visitor's first download.
 */
export function syncSignedInLanguage(user: TStoredUser, language: TLanguage, i18n: Translator): void {
  void syncUserLanguage({
    user,
    language,
    validateAccessToken: () => apiStatus(validateAccessToken, {}),
    updateLanguage: (id, lang) => apiStatus(updateLanguage, { body: { id, language: lang } }),
    saveUserLanguage: (lang) => localStore.setUser({ ...user, language: lang }),
    showChangeLanguageError: () => toast.error(i18n.t('messages:errors.changeLanguage')),
  })
}
