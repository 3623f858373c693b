import { z } from 'zod'

/** The Core Web Vitals a page reports (web-vitals): Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const
export type TWebVital = (typeof WEB_VITALS)[number]

/**
 * One page load's vitals, sent as the page is hidden: the path it was loaded at (the server labels
 * it with the app page it matches, else "other") and each metric's value (milliseconds; CLS has no unit).
 */
export const ZVitalsBody = z.object({
  path: z.string().min(1).max(512).startsWith('/'),
  metrics: z
    .array(z.object({ name: z.enum(WEB_VITALS), value: z.number().min(0).max(120_000) }))
    .min(1)
    .max(WEB_VITALS.length),
})

export const ZVitalsResult = z.object({ recorded: z.number().int() })
