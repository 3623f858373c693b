import { defineEndpoint, from } from '../contract'

/**
 * Erasing an account (issue 46, record 0136): its holder deletes it, or an admin erases it on
 * request, under the same rules: never with an upcoming booking, never a supplier with cars or
 * bookings (an admin closes it instead), never the last admin.
 */
const erasure = () => import('../schemas/erasure')
const resources = ['accounts', 'bookings', 'reviews', 'devices'] as const

export const deleteAccount = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/account/delete',
  summary:
    "Delete the caller's own account, with its password (or a sign-in of the last 10 minutes when it has none): 409 upcoming_booking, supplier_in_use or last_admin; every session ends",
  tags: ['accounts'],
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(erasure, (s) => ({ body: s.ZDeleteAccountBody, response: s.ZErased })),
})

export const eraseUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/users/:id/erase',
  summary: "Erase an account on its holder's request (admins), under the rules of deleting one's own",
  tags: ['console'],
  session: 'required',
  resources,
  roles: ['admin'],
  schemas: /* @__PURE__ */ from(erasure, (s) => ({ params: s.ZErasureParams, response: s.ZErased })),
})
