import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import { ZBirthDate, ZEmail, ZFullName, ZLanguage, ZPassword } from './auth'
import { ZMultiline, ZSingleLine } from './text'

/**
 * The schemas that hold a phone number, apart from auth.ts: libphonenumber-js's metadata then
 * loads only on the pages that ask for a phone (sign-up, profile, checkout), not on sign-in.
 */
export { ZOk, ZUser } from './auth'

/**
 * A phone number in international form (+ and the country code), checked against each country's
 * numbering plan by libphonenumber-js: a marketplace's drivers come from many countries, so no
 * country is assumed.
 */
export const ZPhone = z
  .string({ error: 'validation.invalidPhone' })
  .trim()
  .max(40, { error: 'validation.invalidPhone' })
  .refine((v) => v.startsWith('+') && isValidPhoneNumber(v), { error: 'validation.invalidPhone' })

export function ZSignUpBody(minAge: number) {
  return z.object({
    fullName: ZFullName,
    email: ZEmail,
    phone: ZPhone,
    birthDate: ZBirthDate(minAge),
    password: ZPassword,
    acceptTerms: z.literal(true, { error: 'validation.acceptTerms' }),
    language: ZLanguage,
    captcha: z.string({ error: 'validation.recaptchaError' }).min(1, { error: 'validation.recaptchaError' }).max(4000),
  })
}
export type TSignUpBody = z.infer<ReturnType<typeof ZSignUpBody>>

export function ZUpdateUserBody(minAge: number) {
  return z.object({
    _id: z.uuid(),
    fullName: ZFullName,
    phone: ZPhone.or(z.literal('')).default(''),
    location: ZSingleLine(120).default(''),
    bio: ZMultiline(1000).default(''),
    birthDate: ZBirthDate(minAge).or(z.literal('')).default(''),
  })
}
