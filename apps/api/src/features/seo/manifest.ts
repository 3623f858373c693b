import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { translateMessage } from '@wheelbase/core/messages'

/** The spec's primary colour and page background (spec section 9). */
const THEME = '#242424'
const BACKGROUND = '#fafafa'

/** The icons the build draws (apps/web/scripts/appIcons.mjs), with their sizes. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/**
 * The web app manifest (issue 48) in the visitor's language: what a phone installs from the
 * browser's "Add to home screen", opening on the home page in a window of its own.
 */
export function webManifest(language: TLanguage) {
  return {
    id: '/',
    name: 'Wheelbase',
    short_name: 'Wheelbase',
    description: translateMessage(language, 'app.description'),
    lang: language,
    dir: directionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: BACKGROUND,
    icons: APP_ICONS,
  }
}
