import { LANGUAGES } from '@wheelbase/core/languages'
import type { TPublicSettings } from '@wheelbase/core/schemas/settings'

/** The public settings of component tests: the defaults, with maps and analytics pointed nowhere. */
export const TEST_SETTINGS: TPublicSettings = {
  appName: 'Wheelbase',
  currency: 'EUR',
  currencySymbol: '€',
  displayCurrencies: ['EUR', 'USD', 'GBP', 'ILS', 'CNY'],
  defaultLanguage: 'en',
  languages: [...LANGUAGES],
  languageFromLocation: false,
  minimumAge: 21,
  periods: { maxRentalDays: 30, maxAdvanceDays: 730 },
  depositThresholds: [250, 500, 750],
  pricePercentage: 0,
  pageSizes: { generic: 30, cars: 15, bookings: 20, bookingsMobile: 10 },
  infiniteScrollOffset: 40,
  pageOffset: 200,
  providers: { captcha: 'altcha', google: false, apple: false, facebook: false, payments: 'test' },
  social: {},
  map: { tilesUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
  analytics: { enabled: false, scriptUrl: 'http://127.0.0.1:1/gtag.js' },
  contactEmail: 'support@wheelbase.example',
  retention: { personalDataDays: 1095, unactivatedAccountDays: 30, checkInDays: 30 },
}
