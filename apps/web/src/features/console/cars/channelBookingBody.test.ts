import { describe, expect, it } from 'vitest'
import { centsOf } from '../../../lib/form/amounts'
import { channelBookingRequest, type TChannelForm } from './channelBookingBody'

const form: TChannelForm = {
  pickup: 'p1',
  dropoff: '',
  fromDate: '2027-03-27',
  fromTime: '10:00',
  toDate: '2027-03-29',
  toTime: '10:00',
  fullName: 'Νίκος Παππάς',
  phone: '+30 691 234 5678',
  birthDate: '1985-05-05',
  email: '',
  language: 'el',
  mailDriver: false,
  channel: 'phone',
  reference: ' ',
  payment: 'desk',
  ownTotal: '',
  reason: '',
  options: {
    cancellation: false,
    amendments: false,
    theftProtection: true,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  },
}

describe('a booking from another channel as the console sends it', () => {
  it('reads the times on the pick-up place’s clock, across the spring change', () => {
    const body = channelBookingRequest('car', form, 'Europe/Athens')
    expect(body).toMatchObject({ from: '2027-03-27T10:00:00+02:00', to: '2027-03-29T10:00:00+03:00', reference: null, payment: 'desk' })
    expect(body.driver).toEqual({ fullName: 'Νίκος Παππάς', phone: '+30 691 234 5678', birthDate: '1985-05-05' })
    expect(body).not.toHaveProperty('dropoff')
    expect(body).not.toHaveProperty('price')
  })

  it('sends the email and language only when given, and staff’s own total in cents with its reason', () => {
    const body = channelBookingRequest(
      'car',
      { ...form, email: 'nikos@example.gr', mailDriver: true, ownTotal: '120,5', reason: 'Regular', dropoff: 'p2' },
      'Europe/Athens',
    )
    expect(body.driver).toMatchObject({ email: 'nikos@example.gr', language: 'el' })
    expect(body).toMatchObject({ dropoff: 'p2', price: { totalCents: 12_050, reason: 'Regular' }, mailDriver: true })
  })

  // The shared reading of an amount (lib/form/amounts.ts): −1 is not an amount, undefined is none typed.
  it('reads an amount typed either way, and nothing else', () => {
    expect([centsOf('120'), centsOf('120.05'), centsOf(' 7,5 '), centsOf('1.234,50'), centsOf('-3'), centsOf('')]).toEqual([
      12_000,
      12_005,
      750,
      -1,
      -1,
      undefined,
    ])
  })
})
