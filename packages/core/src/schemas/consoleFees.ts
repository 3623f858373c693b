import { z } from 'zod'
export { ZIdParams as ZFeesParams } from './consoleShared'

/**
 * A supplier's fees as the console edits them (core fees.ts, record 0102); amounts in cents.
 * A pair of places or a place appears at most once; the young driver's age is where the fee stops.
 */
export const FEE_LIMITS = { amount: 100_000_00, pairs: 200, places: 100, youngAge: { min: 19, max: 30 } } as const

const cents = z
  .number({ error: 'validation.fillField' })
  .int({ error: 'validation.invalidValue' })
  .min(0, { error: 'validation.invalidValue' })
  .max(FEE_LIMITS.amount, { error: 'validation.invalidValue' })
const positive = cents.refine((v) => v > 0, { error: 'validation.invalidValue' })
const place = z.uuid({ error: 'validation.fillField' })

export const ZOneWayPair = z.object({ places: z.tuple([place, place], { error: 'validation.fillField' }), fee: cents })
export const ZPlaceFee = z.object({ locationId: place, fee: positive })
export const ZYoungDriverFee = z.object({
  underAge: z
    .number({ error: 'validation.fillField' })
    .int({ error: 'validation.invalidValue' })
    .min(FEE_LIMITS.youngAge.min, { error: 'validation.invalidValue' })
    .max(FEE_LIMITS.youngAge.max, { error: 'validation.invalidValue' }),
  perDay: positive,
  cap: positive.nullable().default(null),
})

const pairKey = (places: readonly [string, string]) => [...places].sort().join(' ')

export const ZSupplierFees = z
  .object({
    oneWayFee: positive.nullable().default(null),
    oneWayPairs: z.array(ZOneWayPair, { error: 'validation.invalidValue' }).max(FEE_LIMITS.pairs, { error: 'validation.invalidValue' }).default([]),
    youngDriver: ZYoungDriverFee.nullable().default(null),
    placeFees: z.array(ZPlaceFee, { error: 'validation.invalidValue' }).max(FEE_LIMITS.places, { error: 'validation.invalidValue' }).default([]),
  })
  .superRefine((fees, ctx) => {
    const pairs = new Set<string>()
    for (const [index, pair] of fees.oneWayPairs.entries()) {
      const [a, b] = pair.places
      if (a === b) ctx.addIssue({ code: 'custom', message: 'validation.samePlaces', path: ['oneWayPairs', index, 'places', 1] })
      else if (pairs.has(pairKey(pair.places)))
        ctx.addIssue({ code: 'custom', message: 'validation.listedTwice', path: ['oneWayPairs', index, 'places', 1] })
      pairs.add(pairKey(pair.places))
    }
    const places = new Set<string>()
    for (const [index, fee] of fees.placeFees.entries()) {
      if (places.has(fee.locationId)) ctx.addIssue({ code: 'custom', message: 'validation.listedTwice', path: ['placeFees', index, 'locationId'] })
      places.add(fee.locationId)
    }
  })
export type TSupplierFeesBody = z.input<typeof ZSupplierFees>
export type TSupplierFeesOut = z.output<typeof ZSupplierFees>

/** The fees as read back: the same shape, every field present. */
export const ZSupplierFeesResult = z.object({
  oneWayFee: z.number().int().nullable(),
  oneWayPairs: z.array(z.object({ places: z.tuple([z.uuid(), z.uuid()]), fee: z.number().int() })),
  youngDriver: z.object({ underAge: z.number().int(), perDay: z.number().int(), cap: z.number().int().nullable() }).nullable(),
  placeFees: z.array(z.object({ locationId: z.uuid(), fee: z.number().int() })),
})
