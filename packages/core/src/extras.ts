/** The car options of spec section 3, each an amount: −1 unavailable, 0 included, > 0 a price. */
export const ONE_OFF_EXTRAS = ['cancellation', 'amendments'] as const
export const DAILY_EXTRAS = ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const
export const EXTRAS = [...ONE_OFF_EXTRAS, ...DAILY_EXTRAS] as const
export type TExtra = (typeof EXTRAS)[number]

export const EXTRA_UNAVAILABLE = -1
export const EXTRA_INCLUDED = 0

export type TExtraState = 'unavailable' | 'included' | 'priced'

export function extraState(amountCents: number): TExtraState {
  if (amountCents < 0) return 'unavailable'
  if (amountCents === 0) return 'included'
  return 'priced'
}
