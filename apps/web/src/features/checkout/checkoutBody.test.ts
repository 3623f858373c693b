import { describe, expect, it } from 'vitest'
import { checkoutBodyOf, formPathOf, FIELD_OF_CODE, type TCheckoutChoice } from './checkoutBody'
import { emptyDriver, type TCheckoutForm } from './checkoutForm'

const driver = { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+30 210 000 0000', birthDate: '1990-05-01' }
const values: TCheckoutForm = {
  driver,
  additionalDriver: { ...emptyDriver, fullName: 'Charles Babbage', email: 'cb@example.com', birthDate: '1985-01-01' },
  flightNumber: ' A3 601 ',
  method: 'card',
  card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
  acceptTerms: true,
  captcha: 'solved',
}
const choice: TCheckoutChoice = {
  params: { car: 'car-1', pickup: 'ath', dropoff: 'her', from: '2027-06-12T10:00', to: '2027-06-15T10:00', options: ['fullInsurance'] },
  chosen: ['fullInsurance'],
  additionalDriver: false,
  airport: false,
  guest: false,
  payments: 'test',
  language: 'el',
  termsVersion: 3,
}

describe('checkoutBodyOf: the request the checkout sends', () => {
  it('sends the car, places, period, ticked options and driver, in the page’s language', () => {
    const body = checkoutBodyOf(values, choice)
    expect(body).toMatchObject({ car: 'car-1', pickup: 'ath', dropoff: 'her', from: '2027-06-12T10:00', to: '2027-06-15T10:00', language: 'el' })
    expect(body.termsVersion).toBe(3)
    expect(body.options).toEqual({ fullInsurance: true })
    expect(body.driver).toEqual(driver)
  })

  it('leaves out what the form did not ask: the additional driver, the flight, a signed-in driver’s terms and check', () => {
    const body = checkoutBodyOf(values, choice)
    expect(body.additionalDriver).toBeUndefined()
    expect(body.flightNumber).toBeUndefined()
    expect(body.acceptTerms).toBeUndefined()
    expect(body.captcha).toBeUndefined()
  })

  it('sends them when asked: a guest’s terms and check, the second driver, an airport’s flight as typed', () => {
    const body = checkoutBodyOf(values, { ...choice, guest: true, additionalDriver: true, airport: true })
    expect(body.acceptTerms).toBe(true)
    expect(body.captcha).toBe('solved')
    expect(body.additionalDriver?.fullName).toBe('Charles Babbage')
    expect(body.flightNumber).toBe(' A3 601 ')
    expect(checkoutBodyOf({ ...values, flightNumber: '  ' }, { ...choice, airport: true }).flightNumber).toBeUndefined()
  })

  it('sends a card to the test provider only; a real provider takes it on its own page; pay later sends none', () => {
    expect(checkoutBodyOf(values, choice).payment).toEqual({ method: 'card', card: values.card })
    expect(checkoutBodyOf(values, { ...choice, payments: 'stripe' }).payment).toEqual({ method: 'online' })
    expect(checkoutBodyOf({ ...values, method: 'later' }, choice).payment).toEqual({ method: 'later' })
  })

  it('carries a retry of a declined payment', () => {
    expect(checkoutBodyOf(values, { ...choice, params: { ...choice.params, retryOf: 'session-1' } }).retryOf).toBe('session-1')
  })
})

describe('the server’s refusals on the form', () => {
  it('puts each refusal that belongs to a field at that field', () => {
    expect(FIELD_OF_CODE.driver_too_young).toBe('driver.birthDate')
    expect(FIELD_OF_CODE.additional_driver_too_young).toBe('additionalDriver.birthDate')
    expect(FIELD_OF_CODE.email_registered_no_password).toBe('driver.email')
  })

  it('finds the card’s boxes under `payment` in the body', () => {
    expect(formPathOf('payment.card.number')).toBe('card.number')
    expect(formPathOf('driver.email')).toBe('driver.email')
  })
})
