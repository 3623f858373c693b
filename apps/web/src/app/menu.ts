/** The spec's menu entries (section 2); `session` says who sees them. */
export type TMenuEntry = { to: string; labelKey: string; session?: 'signedIn' | 'signedOut' | 'staff' }

export const MENU_ENTRIES: readonly TMenuEntry[] = [
  { to: '/', labelKey: 'menu.home' },
  { to: '/bookings', labelKey: 'menu.bookings', session: 'signedIn' },
  { to: '/suppliers', labelKey: 'menu.suppliers' },
  { to: '/locations', labelKey: 'menu.locations' },
  { to: '/about', labelKey: 'menu.about' },
  { to: '/tos', labelKey: 'menu.tos' },
  { to: '/contact', labelKey: 'menu.contact' },
  { to: '/personal-data', labelKey: 'menu.personalData' },
  { to: '/cookies', labelKey: 'menu.cookies' },
  { to: '/notifications', labelKey: 'menu.notifications', session: 'signedIn' },
  { to: '/console', labelKey: 'menu.console', session: 'staff' },
  { to: '/settings', labelKey: 'menu.settings', session: 'signedIn' },
]

/** Shown inline in the desktop header; the rest live in the menu drawer. */
export const HEADER_ENTRIES = ['/', '/bookings', '/suppliers', '/locations', '/about', '/contact']

/** The entries for a visitor, a driver, or staff (a supplier or an admin, who also see the console). */
export function visibleEntries(signedIn: boolean, staff = false): TMenuEntry[] {
  return MENU_ENTRIES.filter((e) => !e.session || (e.session === 'staff' ? staff : (e.session === 'signedIn') === signedIn))
}

/** The footer lists the pages and the language: the header's menu button leads there until the app runs (and opens the menu after). */
export const SITE_MENU_ID = 'site-menu'
