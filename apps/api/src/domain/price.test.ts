import { describe, expect, it } from 'vitest'
import { NO_FEES } from '@wheelbase/core/fees'
import { priceRental, type TRentalToPrice } from './price'

const car = {
  dailyPrice: 4_000,
  cancellation: 1_000,
  amendments: 0,
  theftProtection: 900,
  collisionDamageWaiver: -1,
  fullInsurance: 2_000,
  additionalDriver: 0,
}
const rental = { days: 3, firstDay: '2027-05-03', pickupId: 'athens', dropoffId: 'chania' }
const fees = { ...NO_FEES, oneWayFee: 2_500, youngDriver: { underAge: 25, perDay: 500, cap: null } }
const input: TRentalToPrice = { car, rental, options: {}, driverAge: 22, percentage: 10, fees }

describe('priceRental, the one price path', () => {
  it('adds the supplier’s fees for this driver and the percentage to every line', () => {
    const price = priceRental(input)
    expect(price.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['rental', 13_200],
      ['oneWayFee', 2_750],
      ['youngDriverFee', 1_650],
    ])
    expect(price.totalCents).toBe(17_600)
  })

  it('drops what does not apply: no young-driver fee at 30 or unknown, no one-way fee for a return, no unavailable option', () => {
    const returned = { ...rental, dropoffId: 'athens' }
    expect(priceRental({ ...input, driverAge: 30, rental: returned }).totalCents).toBe(13_200)
    expect(priceRental({ ...input, driverAge: null, rental: returned, options: { collisionDamageWaiver: true } }).totalCents).toBe(13_200)
  })

  it('prices chosen options once or per day', () => {
    const price = priceRental({ ...input, driverAge: null, percentage: 0, fees: NO_FEES, options: { cancellation: true, theftProtection: true } })
    expect(price.totalCents).toBe(12_000 + 1_000 + 3 * 900)
  })
})
