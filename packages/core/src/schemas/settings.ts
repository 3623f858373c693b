import { z } from 'zod'
import { ZRetention } from './erasure'
import { LANGUAGES } from '../languages'

/** The allowlist of settings the browser may know (STYLE.md: config is validated at boot). */
export const ZPublicSettings = z.object({
  appName: z.string(),
  currency: z.string().length(3),
  currencySymbol: z.string(),
  /** The currencies a visitor may show prices in (the marketplace's first); converted only while its rate is fresh. */
  displayCurrencies: z.array(z.string().length(3)),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  languageFromLocation: z.boolean(),
  minimumAge: z.number().int(),
  /** The period rules' limits (core periodProblem): the longest rental and the furthest pick-up, in days. */
  periods: z.object({ maxRentalDays: z.number().int(), maxAdvanceDays: z.number().int() }),
  depositThresholds: z.array(z.number().int()),
  pricePercentage: z.number(),
  pageSizes: z.object({
    generic: z.number().int(),
    cars: z.number().int(),
    bookings: z.number().int(),
    bookingsMobile: z.number().int(),
  }),
  infiniteScrollOffset: z.number().int(),
  pageOffset: z.number().int(),
  providers: z.object({
    captcha: z.enum(['altcha', 'recaptcha']),
    recaptchaSiteKey: z.string().optional(),
    recaptchaScriptUrl: z.string().optional(),
    google: z.boolean(),
    apple: z.boolean(),
    facebook: z.boolean(),
    payments: z.enum(['test', 'stripe']),
  }),
  /** Configured sign-in providers: our client id at each, and where its browser SDK loads from. */
  social: z.object({
    google: z.object({ clientId: z.string(), sdkUrl: z.string() }).optional(),
    apple: z.object({ clientId: z.string(), sdkUrl: z.string() }).optional(),
    facebook: z.object({ clientId: z.string(), sdkUrl: z.string() }).optional(),
  }),
  map: z.object({ tilesUrl: z.string(), attribution: z.string() }),
  analytics: z.object({ enabled: z.boolean(), measurementId: z.string().optional(), scriptUrl: z.string() }),
  contactEmail: z.string(),
  /** How long personal data is kept (record 0136), as the personal-data page states it. */
  retention: ZRetention.extend({ checkInDays: z.number().int().positive() }),
})
export type TPublicSettings = z.infer<typeof ZPublicSettings>
