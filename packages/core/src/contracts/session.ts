import { defineEndpoint, from } from '../contract'

/**
 * The account calls every page may make (the session's check, sign-out, the captcha's
 * challenge), apart from the sign-up and sign-in pages' own (accounts.ts): the first download of
 * every page carries only these (record 0103's note on the first paint's bytes).
 */
const auth = () => import('../schemas/auth')
const tags = ['accounts']

export const signOut = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-out',
  summary: 'End the session',
  tags,
  session: 'optional',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ response: s.ZOk })),
})

export const validateAccessToken = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/validate-access-token',
  summary: '200 while the session is valid, else 401',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ response: s.ZOk })),
})

export const captchaChallenge = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/captcha/challenge',
  summary: 'A proof-of-work captcha challenge (ALTCHA protocol)',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ response: s.ZCaptchaChallenge })),
})
