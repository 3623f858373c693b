import { z } from 'zod'
import { ZEmail, ZFullName } from './auth'
import { ZPhone } from './person'
import { ZSingleLine } from './text'

export { ZIdParams, ZLogo, ZSupplierProfile } from './consoleShared'

/** What a supplier edits of its profile: drivers see the name, logo, contact and address; pay later decides the checkout's choices. */
export const ZSupplierProfileBody = z.object({
  fullName: ZFullName,
  contactEmail: ZEmail.or(z.literal('')).default(''),
  phone: ZPhone.or(z.literal('')).default(''),
  address: ZSingleLine(200).default(''),
  payLater: z.boolean(),
})
export type TSupplierProfileBody = z.input<typeof ZSupplierProfileBody>
