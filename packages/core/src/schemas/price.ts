import { z } from 'zod'
import { RATES } from '../rates'

/** One line of a price as core computePrice makes it; a rental line names its rate (older snapshots do not). */
export const ZPriceLine = z.object({
  kind: z.string(),
  rate: z.enum(RATES).optional(),
  unitCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
})
export const ZPriceLines = z.array(ZPriceLine)
export type TPriceLineOut = z.infer<typeof ZPriceLine>
