import { z } from 'zod'
import { ageOn, isValidIsoDate } from '../age'
import { APP_TYPES, USER_TYPES } from '../enums'
import { LANGUAGES } from '../languages'
import { ZMultiline, ZSingleLine } from './text'

/**
 * Request and response shapes of the account calls (spec section 7). Messages are i18n keys
 * (packages/core/src/messages), so the form and the server's 400 say the same words.
 */
export const PASSWORD_MIN = 6

export const ZEmail = z
  .string({ error: 'validation.invalidEmail' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.invalidEmail' }).max(254, { error: 'validation.invalidEmail' }))

export const ZPassword = z.string({ error: 'validation.passwordLength' }).min(PASSWORD_MIN, { error: 'validation.passwordLength' }).max(200)

export const ZIsoDate = z.string().refine(isValidIsoDate, { error: 'validation.invalidValue' })

export const ZFullName = ZSingleLine(120).pipe(z.string().min(1, { error: 'validation.fillField' }))

export const ZLanguage = z.enum(LANGUAGES, { error: 'validation.invalidLanguage' })

/**
 * A birth date of someone at least `minAge` years old. "Today" is read when a value is checked,
 * never when the schema is built: a server up for months must accept a driver on their birthday.
 */
export function ZBirthDate(minAge: number, now: () => Date = () => new Date()) {
  return ZIsoDate.refine((v) => ageOn(v, now()) >= minAge, { error: 'validation.minAge' }).refine((v) => ageOn(v, now()) <= 120, {
    error: 'validation.invalidValue',
  })
}

export const ZSignInBody = z.object({
  email: ZEmail,
  password: z.string().min(1, { error: 'validation.fillField' }).max(200),
  stayConnected: z.boolean().default(false),
})
export type TSignInBody = z.infer<typeof ZSignInBody>

export const ZEmailBody = z.object({ email: ZEmail })

export const ZAppType = z.enum(APP_TYPES)

/** Activation, and a reset (with a new password) through the link of a reset mail. */
export const ZActivateBody = z.object({
  userId: z.uuid(),
  token: z.string().min(10).max(200),
  password: ZPassword.optional(),
})

export const ZChangePasswordBody = z.object({
  _id: z.uuid(),
  password: z.string().max(200).default(''),
  newPassword: z.string({ error: 'validation.chooseNewPassword' }).min(1, { error: 'validation.chooseNewPassword' }).pipe(ZPassword),
})

export const ZCheckPasswordBody = z.object({ password: z.string().min(1).max(200) })

export const ZUpdateLanguageBody = z.object({ id: z.uuid(), language: ZLanguage })

export const ZUpdateEmailNotificationsBody = z.object({ _id: z.uuid(), enableEmailNotifications: z.boolean() })

export const ZSocialSignInBody = z.object({
  provider: z.enum(['google', 'apple', 'facebook']),
  /** An OIDC id token (Google, Apple) or an access token (Facebook). */
  token: z.string().min(10).max(8000),
  nonce: z.string().max(200).optional(),
  fullName: ZSingleLine(120).optional(),
  stayConnected: z.boolean().default(false),
  language: ZLanguage.optional(),
})

export function ZContactBody(signedIn: boolean) {
  return z.object({
    email: signedIn ? ZEmail.optional() : ZEmail,
    subject: ZSingleLine(200).pipe(z.string().min(1, { error: 'validation.fillField' })),
    message: ZMultiline(5000).pipe(z.string().min(1, { error: 'validation.fillField' })),
    captcha: z.string().min(1, { error: 'validation.recaptchaError' }).max(4000),
  })
}

/** The user as the browser sees it: never a password hash, never a token. */
export const ZUser = z.object({
  _id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  birthDate: z.string().nullable(),
  type: z.enum(USER_TYPES),
  avatar: z.string().nullable(),
  verified: z.boolean(),
  language: ZLanguage,
  enableEmailNotifications: z.boolean(),
})
export type TUser = z.infer<typeof ZUser>

export const ZOk = z.object({ ok: z.literal(true) })

export const ZCheckTokenParams = z.object({ appType: ZAppType, userId: z.uuid(), email: ZEmail, token: z.string().min(10).max(200) })
/** An account made without a password (guest checkout) chooses one on the activation page. */
export const ZCheckTokenResult = z.object({ ok: z.literal(true), needsPassword: z.boolean() })
export const ZResendParams = z.object({ appType: ZAppType, email: ZEmail, reset: z.enum(['true', 'false']) })
export const ZAvatarResult = z.object({ avatar: z.string() })
export const ZHasPasswordResult = z.object({ hasPassword: z.boolean() })

/** A proof-of-work captcha challenge (ALTCHA's second protocol, altcha-lib 2): signed parameters. */
export const ZCaptchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
})
export const ZVerifyRecaptchaParams = z.object({ token: z.string().min(1).max(4000), ip: z.string().max(64) })
