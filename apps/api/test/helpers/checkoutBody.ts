/** A driver as the checkout form sends one. */
export type TDriverBody = { fullName: string; email: string; phone?: string; birthDate: string }

/**
 * A checkout's body as the web app sends it: a car at a place for a period, no options, the
 * driver, paid later unless the test says otherwise (`overrides`: a card, a drop-off, options).
 */
export function checkoutBody(
  at: { car: string; pickup: string; from: Date; to: Date; driver: TDriverBody },
  overrides: Record<string, unknown> = {},
) {
  return {
    car: at.car,
    pickup: at.pickup,
    from: at.from.toISOString(),
    to: at.to.toISOString(),
    options: {},
    driver: { phone: '+30 690 123 4567', ...at.driver },
    payment: { method: 'later' },
    ...overrides,
  }
}

/** The test gateway's card that pays. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
