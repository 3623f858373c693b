import { LANGUAGES } from '@wheelbase/core/languages'
import { currencySymbol } from '@wheelbase/core/money'
import type { TPublicSettings } from '@wheelbase/core/schemas/settings'
import { CARS_PAGE_SIZE, DEPOSIT_THRESHOLDS, GENERIC_PAGE_SIZE } from '@wheelbase/core/search'
import type { Config } from '../../config'

/** The only settings the browser learns; nothing secret is ever added here. */
export function publicSettings(config: Config): TPublicSettings {
  return {
    appName: 'Wheelbase',
    currency: config.currency,
    currencySymbol: currencySymbol(config.currency),
    displayCurrencies: config.displayCurrencies,
    defaultLanguage: config.defaultLanguage,
    languages: [...LANGUAGES],
    languageFromLocation: config.languageFromLocation,
    minimumAge: config.minAge,
    periods: config.periods,
    depositThresholds: [...DEPOSIT_THRESHOLDS],
    pricePercentage: config.pricePercentage,
    pageSizes: { generic: GENERIC_PAGE_SIZE, cars: CARS_PAGE_SIZE, bookings: 20, bookingsMobile: 10 },
    infiniteScrollOffset: 40,
    pageOffset: 200,
    providers: {
      captcha: config.captcha.provider,
      ...(config.captcha.provider === 'recaptcha' && config.captcha.recaptchaSiteKey
        ? { recaptchaSiteKey: config.captcha.recaptchaSiteKey, recaptchaScriptUrl: config.captcha.recaptchaScriptUrl }
        : {}),
      google: Boolean(config.social.google),
      apple: Boolean(config.social.apple),
      facebook: Boolean(config.social.facebook),
      payments: config.payments.provider,
    },
    social: {
      ...(config.social.google ? { google: { clientId: config.social.google.clientId, sdkUrl: config.social.google.sdkUrl } } : {}),
      ...(config.social.apple ? { apple: { clientId: config.social.apple.clientId, sdkUrl: config.social.apple.sdkUrl } } : {}),
      ...(config.social.facebook ? { facebook: { clientId: config.social.facebook.appId, sdkUrl: config.social.facebook.sdkUrl } } : {}),
    },
    map: { tilesUrl: config.mapTilesUrl, attribution: config.mapAttribution },
    analytics: {
      enabled: Boolean(config.gaMeasurementId),
      ...(config.gaMeasurementId ? { measurementId: config.gaMeasurementId } : {}),
      scriptUrl: config.analyticsScriptUrl,
    },
    contactEmail: config.contactEmail,
    retention: { ...config.retention, checkInDays: config.checkIn.eraseDays },
  }
}
