import { z } from 'zod'
import { BLOCK_REASONS } from '../enums'

/**
 * What more than one of the console's schema modules holds. Each of those modules is loaded on
 * its own when a call needs it, so none may import another: they import this one instead.
 */

/** A page of a console list: its items, how many in all, and the next page (null on the last). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextPage: z.number().int().nullable(),
  })

/** A record of the console named in the path. */
export const ZIdParams = z.object({ id: z.string().max(200) })
export const ZCarParams = ZIdParams

export const ZSupplierProfile = z.object({
  _id: z.uuid(),
  fullName: z.string(),
  /** The sign-in address (not shown to drivers). */
  email: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  address: z.string(),
  payLater: z.boolean(),
  logo: z.string().nullable(),
  updatedAt: z.string(),
})
export type TSupplierProfile = z.infer<typeof ZSupplierProfile>

export const ZLogo = z.object({ logo: z.string() })

/** A car's blocked period (issue 44): the blocks' calls answer it, the car's calendar lists it. */
export const ZBlock = z.object({
  _id: z.uuid(),
  carId: z.uuid(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(BLOCK_REASONS),
  note: z.string().nullable(),
  /** The car's clock (its first place's time zone): the console puts the block on the days of that clock. */
  timeZone: z.string(),
})
export type TBlock = z.infer<typeof ZBlock>
