import type { TLanguage } from '@wheelbase/core/languages'

// Apart from the start-up rule (startupLanguage.ts), which every first page runs: only a signed-in
// user whose saved language differs loads this (lib/userLanguage.ts).

export type TUserLanguageSync = {
  user: { _id: string; language: TLanguage } | null
  language: TLanguage
  validateAccessToken(): Promise<number>
  updateLanguage(userId: string, language: TLanguage): Promise<number>
  saveUserLanguage(language: TLanguage): void
  showChangeLanguageError(): void
}

/**
 * Step 2 of spec section 4: a signed-in user whose saved language differs from the one detected
 * gets it updated on the server once the session is confirmed valid (200); a failed update shows
 * "An error occurred while changing language.". Either way the app uses the detected language.
 */
export async function syncUserLanguage(sync: TUserLanguageSync): Promise<'unchanged' | 'updated' | 'failed' | 'signedOut'> {
  if (!sync.user || sync.user.language === sync.language) return 'unchanged'
  let status: number
  try {
    status = await sync.validateAccessToken()
  } catch {
    return 'signedOut'
  }
  if (status !== 200) return 'signedOut'
  let updated: number
  try {
    updated = await sync.updateLanguage(sync.user._id, sync.language)
  } catch {
    updated = 0
  }
  if (updated === 200) {
    sync.saveUserLanguage(sync.language)
    return 'updated'
  }
  sync.showChangeLanguageError()
  return 'failed'
}
