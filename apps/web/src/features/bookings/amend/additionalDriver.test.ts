import { describe, expect, it } from 'vitest'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, type TExtra } from '@wheelbase/core/extras'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TCar } from '@wheelbase/core/schemas/search'
import { additionalDriverNeeded } from './additionalDriver'

const carWith = (additionalDriver: number): Pick<TCar, 'extras'> => ({
  extras: { cancellation: -1, amendments: -1, theftProtection: 0, collisionDamageWaiver: 0, fullInsurance: -1, additionalDriver },
})
const unnamed: Pick<TBookingDetail, 'additionalDriver'> = { additionalDriver: null }
const named: Pick<TBookingDetail, 'additionalDriver'> = {
  additionalDriver: { fullName: 'Nikos Papadopoulos', email: 'nikos@example.com', phone: '+30 690 000 0002', birthDate: '1988-06-01' },
}
const ticked: TExtra[] = ['theftProtection', 'additionalDriver']
const unticked: TExtra[] = ['theftProtection']

describe('whether an amendment asks for the additional driver', () => {
  it('does not ask for an included additional driver the checkout never named', () => {
    // A booking of such a car lists the option as booked: it is included.
    expect(additionalDriverNeeded(carWith(EXTRA_INCLUDED), unnamed, ticked)).toBe(false)
  })

  it('shows an included additional driver the booking already names, to keep or correct', () => {
    expect(additionalDriverNeeded(carWith(EXTRA_INCLUDED), named, ticked)).toBe(true)
  })

  it('asks for a priced additional driver while the driver has it ticked', () => {
    expect(additionalDriverNeeded(carWith(1500), unnamed, ticked)).toBe(true)
    expect(additionalDriverNeeded(carWith(1500), named, ticked)).toBe(true)
  })

  it('drops the details when the driver unticks a priced additional driver', () => {
    expect(additionalDriverNeeded(carWith(1500), unnamed, unticked)).toBe(false)
    expect(additionalDriverNeeded(carWith(1500), named, unticked)).toBe(false)
  })

  it('never asks when the car no longer offers an additional driver', () => {
    expect(additionalDriverNeeded(carWith(EXTRA_UNAVAILABLE), named, ticked)).toBe(false)
  })
})
