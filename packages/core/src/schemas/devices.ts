import { z } from 'zod'

export { ZIdParams as ZDeviceParams } from './common'

/**
 * The signed-in devices of an account (issue 46): one per session, with what its browser said of
 * itself and the country its address is registered in ("local" for a private network), so that a
 * lost phone can be signed out from elsewhere.
 */
export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop'] as const

export const ZDevice = z.object({
  _id: z.uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  kind: z.enum(DEVICE_KINDS).nullable(),
  /** ISO 3166 code (the page names it in the reader's language), "local", or null when unknown. */
  place: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
})
export type TDevice = z.infer<typeof ZDevice>

export const ZDevices = z.object({ items: z.array(ZDevice) })
export const ZDevicesEnded = z.object({ ended: z.number().int().nonnegative() })
