/**
 * A supplier's fees (record 0102), each a line of the price the server quotes, so none is ever
 * added at the desk: a one-way fee when the car is left elsewhere (flat, or its own for a pair of
 * places, either way round); a young driver's fee per day below an age, capped per rental; and a
 * surcharge at a place (an airport, a port), charged at pick-up and again at a different drop-off;
 * a fee per end outside the desk's hours, where the supplier takes such ends (core deskHours.ts).
 * Amounts are cents.
 */
export const FEE_KINDS = ['oneWayFee', 'youngDriverFee', 'pickupFee', 'dropoffFee', 'outOfHoursFee'] as const
export type TFeeKind = (typeof FEE_KINDS)[number]

export type TOneWayPair = { places: [string, string]; fee: number }
export type TPlaceFee = { locationId: string; fee: number }
export type TYoungDriverFee = { underAge: number; perDay: number; cap: number | null }

export type TSupplierFees = {
  oneWayFee: number | null
  oneWayPairs: TOneWayPair[]
  youngDriver: TYoungDriverFee | null
  placeFees: TPlaceFee[]
}

export const NO_FEES: TSupplierFees = { oneWayFee: null, oneWayPairs: [], youngDriver: null, placeFees: [] }

/** The ages a driver may give in the search; "25–70", the default, pays no young driver's fee. */
export const DRIVER_AGE = { min: 18, max: 99, usualFrom: 25, usualTo: 70 } as const

/**
 * What the fees depend on: the two places, the days, the driver's age at pick-up (null: 25–70, not
 * asked), and the ends outside the desk's hours with the supplier's fee for each (core deskHours.ts).
 */
export type TFeeRental = {
  pickupId: string
  dropoffId: string
  days: number
  driverAge: number | null
  outOfHours?: { ends: number; fee: number | null }
}

/** A fee before the percentage: `unitCents` × `quantity`, or less where a cap holds it (`cents`). */
export type TFeePart = { kind: TFeeKind; unitCents: number; quantity: number; cents: number }

/** The one-way fee for two places: the pair's own (either way round), else the flat one; none when they are the same. */
export function oneWayFeeOf(fees: TSupplierFees, pickupId: string, dropoffId: string): number | null {
  if (pickupId === dropoffId) return null
  const pair = fees.oneWayPairs.find(({ places: [a, b] }) => (a === pickupId && b === dropoffId) || (a === dropoffId && b === pickupId))
  return pair ? pair.fee : fees.oneWayFee
}

/** The fees a rental pays, in the order a price lists them; a fee of 0 or none adds no line. */
export function feeParts(fees: TSupplierFees, rental: TFeeRental): TFeePart[] {
  const parts: TFeePart[] = []
  const oneWay = oneWayFeeOf(fees, rental.pickupId, rental.dropoffId)
  if (oneWay) parts.push({ kind: 'oneWayFee', unitCents: oneWay, quantity: 1, cents: oneWay })
  const young = fees.youngDriver
  if (young && young.perDay > 0 && rental.driverAge !== null && rental.driverAge < young.underAge) {
    const full = young.perDay * rental.days
    parts.push({
      kind: 'youngDriverFee',
      unitCents: young.perDay,
      quantity: rental.days,
      cents: young.cap === null ? full : Math.min(full, young.cap),
    })
  }
  const at = (locationId: string) => fees.placeFees.find((p) => p.locationId === locationId)?.fee ?? 0
  const pickup = at(rental.pickupId)
  if (pickup) parts.push({ kind: 'pickupFee', unitCents: pickup, quantity: 1, cents: pickup })
  const dropoff = rental.dropoffId === rental.pickupId ? 0 : at(rental.dropoffId)
  if (dropoff) parts.push({ kind: 'dropoffFee', unitCents: dropoff, quantity: 1, cents: dropoff })
  const late = rental.outOfHours
  if (late && late.ends > 0 && late.fee) parts.push({ kind: 'outOfHoursFee', unitCents: late.fee, quantity: late.ends, cents: late.fee * late.ends })
  return parts
}

export function isFeeKind(kind: string): kind is TFeeKind {
  return (FEE_KINDS as readonly string[]).includes(kind)
}
