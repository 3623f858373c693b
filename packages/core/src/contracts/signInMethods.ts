import { defineEndpoint, from } from '../contract'

/**
 * Passkeys and the second step of staff sign-ins (issue 46, record 0138). The sign-in calls are
 * public and act on the first step kept in the pending cookie; the rest act on the caller's own
 * account only.
 */
const methods = () => import('../schemas/signInMethods')
const tags = ['accounts']
const resources = ['accounts'] as const

export const passkeySignInOptions = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-in/passkey/options',
  summary: 'Start a passkey sign-in: the options for any passkey of this site (also for autofill), 5 minutes',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZCeremony })),
})

export const passkeySignIn = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-in/passkey',
  summary: 'Sign in with a passkey (it is both steps): sets the session cookies',
  tags,
  session: 'optional',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZPasskeySignInBody, response: s.ZUser })),
})

export const secondStepPasskeyOptions = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-in/second-step/passkey-options',
  summary: "The second step with a passkey: options naming the signing-in account's passkeys only",
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZCeremony })),
})

export const secondStepTotpSetup = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-in/second-step/totp-setup',
  summary: 'Staff who must add a second step: a new authenticator-app secret, confirmed by the next second step',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZTotpSetup })),
})

export const secondStep = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sign-in/second-step',
  summary: 'Finish a sign-in with its second step; 429 after too many tries on any instance',
  tags,
  session: 'optional',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZSecondStepBody, response: s.ZEnrolledSignIn })),
})

export const signInMethods = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/sign-in-methods',
  summary: "The caller's password, passkeys, authenticator app and recovery codes left",
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZSignInMethods })),
})

export const passkeyOptions = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/passkeys/options',
  summary: 'Start adding a passkey to the caller’s account',
  tags,
  session: 'required',
  resources: [],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZCeremony })),
})

export const addPasskey = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/passkeys',
  summary: 'Keep the passkey just made, with its name',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZAddPasskeyBody, response: s.ZPasskey })),
})

export const renamePasskey = /* @__PURE__ */ defineEndpoint({
  method: 'PATCH',
  path: '/api/passkeys/:id',
  summary: 'Rename one of the caller’s passkeys',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ params: s.ZPasskeyParams, body: s.ZRenamePasskeyBody, response: s.ZPasskey })),
})

export const removePasskey = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/passkeys/:id',
  summary: 'Remove a passkey; 409 when it is the last way to sign in, or a required second step’s last',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ params: s.ZPasskeyParams, response: s.ZOk })),
})

export const removePassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/account/remove-password',
  summary: 'Sign in with passkeys only: removes the password (with it); 409 without a passkey',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZCurrentPasswordBody, response: s.ZOk })),
})

export const setupTotp = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/second-step/totp/setup',
  summary: 'Start setting up an authenticator app: a new secret, kept until its first code',
  tags,
  session: 'required',
  resources: [],
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZTotpSetup })),
})

export const confirmTotp = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/second-step/totp',
  summary: 'Confirm the authenticator app with its code: answers ten new recovery codes, shown once',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZTotpCodeBody, response: s.ZRecoveryCodes })),
})

export const removeTotp = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/second-step/totp/remove',
  summary: 'Remove the authenticator app, confirmed with one of its codes; 409 when a required second step would be left with none',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZTotpCodeBody, response: s.ZOk })),
})

export const newRecoveryCodes = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/second-step/recovery-codes',
  summary: 'Ten new recovery codes (the old ones stop working), shown once',
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZRecoveryCodes })),
})

export const setSecondStep = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/second-step',
  summary: 'A supplier asks for a second step at each of its sign-ins, or stops (unless admins require it)',
  tags,
  session: 'required',
  roles: ['supplier'],
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZSecondStepPreference, response: s.ZOk })),
})

export const getSignInPolicy = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/sign-in-policy',
  summary: 'Whether every supplier must confirm sign-ins with a second step (admins)',
  tags: ['console'],
  session: 'required',
  roles: ['admin'],
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ response: s.ZSignInPolicy })),
})

export const setSignInPolicy = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/sign-in-policy',
  summary: 'Require a second step of every supplier, or leave it to each (admins; on the audit trail)',
  tags: ['console'],
  session: 'required',
  roles: ['admin'],
  resources,
  schemas: /* @__PURE__ */ from(methods, (s) => ({ body: s.ZSignInPolicy, response: s.ZOk })),
})
