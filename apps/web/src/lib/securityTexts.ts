import type { TTextTree } from '@wheelbase/core/translate'
import { useTranslation } from '../i18n/useTranslation'
import { i18n, registerNamespace } from '../i18n/i18n'

// The texts of passkeys and the second step (record 0138): read by the sign-in's second step and
// settings only, so their loaders come with those pages, not with the first page's script.
registerNamespace('security', import.meta.glob<{ default: TTextTree }>('../i18n/locales/*/security.json'))

/** `useTranslation` with the `security` namespace first (then `account` and `messages`). */
export const useSecurityTexts = () => useTranslation(['security', 'account', 'messages'])

/** Before a second step shows: its texts loaded, so the page does not blink through a fallback. */
export const loadSecurityTexts = () => i18n.loadNamespaces('security')
