/**
 * A flight number as drivers type it from their ticket ("A3 602", "ba-2490", "LY541"): the
 * airline's two-character IATA code (letters and digits, not two digits), one to four digits, and
 * at times an operational suffix letter. Kept without spaces or dashes, upper case, so the
 * supplier reads it as airport boards show it.
 */
export const FLIGHT_NUMBER_MAX = 12

const IATA_FLIGHT = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z])[0-9]{1,4}[A-Z]?$/

export const normalizeFlightNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

export const isFlightNumber = (value: string) => IATA_FLIGHT.test(normalizeFlightNumber(value))
