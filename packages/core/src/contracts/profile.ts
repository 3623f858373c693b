import { defineEndpoint, from } from '../contract'

/** Profile calls of spec section 7: each needs a session and acts on the caller's own account (an admin's on any). */
const auth = async () => ({ ...(await import('../schemas/auth')), ...(await import('../schemas/common')) })
const person = () => import('../schemas/person')
const tags = ['profile']

export const getUser = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/user/:id',
  summary: 'A user',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZIdParams, response: s.ZUser })),
})

export const updateUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-user',
  summary: 'Save profile fields',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(person, (s, { minAge }) => ({ body: s.ZUpdateUserBody(minAge), response: s.ZUser })),
})

export const updateLanguage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-language',
  summary: "Save the user's language",
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ body: s.ZUpdateLanguageBody, response: s.ZOk })),
})

export const updateEmailNotifications = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-email-notifications',
  summary: 'Turn email notifications on or off',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ body: s.ZUpdateEmailNotificationsBody, response: s.ZOk })),
})

export const updateAvatar = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-avatar/:userId',
  summary: 'Upload an avatar (multipart field "image", an image of at most 5 MB); stored as a 256×256 WebP',
  tags,
  session: 'required',
  resources: ['accounts'],
  multipart: true,
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZUserIdParams, response: s.ZAvatarResult })),
})

export const deleteAvatar = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/delete-avatar/:userId',
  summary: 'Remove the avatar',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZUserIdParams, response: s.ZOk })),
})

export const hasPassword = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/has-password/:userId',
  summary: 'Whether the account has a password (social and guest accounts may not)',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZUserIdParams, response: s.ZHasPasswordResult })),
})

export const checkPassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/check-password/:userId',
  summary: 'Pre-check of one’s own current password (in the body, never in the URL)',
  tags,
  session: 'required',
  resources: [],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZUserIdParams, body: s.ZCheckPasswordBody, response: s.ZOk })),
})

export const changePassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/change-password',
  summary: 'Change the password; ends the other sessions',
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ body: s.ZChangePasswordBody, response: s.ZOk })),
})

export const deleteTokens = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/delete-tokens/:userId',
  summary: "Invalidate the user's pending activation and reset links",
  tags,
  session: 'required',
  resources: ['accounts'],
  schemas: /* @__PURE__ */ from(auth, (s) => ({ params: s.ZUserIdParams, response: s.ZOk })),
})
