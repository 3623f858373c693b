import { defineEndpoint, from } from '../contract'

/** Account calls of spec section 7, with the spec's methods and paths. */
const auth = () => import('../schemas/auth')
const person = () => import('../schemas/person')
const methods = () => import('../schemas/signInMethods')
const tags = ['accounts']

export const signUp = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-up',
  summary: 'Create a driver account; sends the activation mail',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(person, (s, { minAge }) => ({ body: s.ZSignUpBody(minAge), response: s.ZOk })),
})

export const checkToken = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/check-token/:appType/:userId/:email/:token',
  summary: 'Is this activation or reset link still valid? 400 token_expired when it expired',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZCheckTokenParams, response: s.ZCheckTokenResult })),
})

export const resend = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/resend/:appType/:email/:reset',
  summary: 'Send the activation link again, or (reset=true) a password-reset link',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZResendParams, response: s.ZOk })),
})

export const activate = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/activate',
  summary: 'Use a one-time link: activate the account, and set a password when given',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ body: s.ZActivateBody, response: s.ZOk })),
})

export const validateEmail = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/validate-email',
  summary: '200 when the address is free, 409 when already registered',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ body: s.ZEmailBody, response: s.ZOk })),
})

export const signIn = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-in/frontend',
  summary: 'Sign in; sets the session and anti-forgery cookies, or answers `secondStep` when staff must confirm (record 0138)',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZSignInBody, response: s.ZSignInResult })),
})

export const socialSignIn = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/social-sign-in',
  summary: 'Sign in with a Google or Apple id token, or a Facebook access token',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZSocialSignInBody, response: s.ZSignInResult })),
})

export const resendLink = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/resend-link',
  summary: 'Send the signed-in user a new activation link',
  tags,
  session: 'required',
  resources: [],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ response: s.ZOk })),
})

export const verifyRecaptcha = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/verify-recaptcha/:token/:ip',
  summary: 'Pre-check of a captcha solution (not spent: the real action checks it again)',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZVerifyRecaptchaParams, response: s.ZOk })),
})
