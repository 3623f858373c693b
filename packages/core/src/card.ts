/**
 * The card fields of the built-in test gateway (spec section 5), checked the same way in the
 * browser and on the server: "Invalid card number" (Luhn and length), "Invalid expiry date"
 * (well formed and not past), "Invalid Card Validation Code" (3 or 4 digits).
 */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const

/** The digits of a card number as typed (spaces and dashes allowed between them). */
export function cardDigits(number: string): string | null {
  if (!/^[\d -]+$/.test(number)) return null
  const digits = number.replace(/[ -]/g, '')
  return /^\d{12,19}$/.test(digits) ? digits : null
}

export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number)
  if (!digits) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** MM/YY or MM/YYYY, valid through the last day of that month. */
export function isValidExpiry(expiry: string, now: Date = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  if (!match) return false
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return false
  const endOfMonth = Date.UTC(year, month, 1) // first instant of the next month
  return endOfMonth > now.getTime() && year <= now.getUTCFullYear() + 20
}

export function isValidCvc(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc.trim())
}

/** The brand shown and stored with the last four digits (never the number itself). */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'other' {
  const digits = cardDigits(number) ?? ''
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'other'
}
