import { defineEndpoint, from } from '../contract'

const bookings = () => import('../schemas/bookings')
const tags = ['bookings']

/** Bookings need a session; each call reaches only the caller's own (driver), its cars' (supplier) or all (admin). */
export const listBookings = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/bookings',
  summary: "The caller's bookings (a driver's own, a supplier's cars', or all for an admin), newest first, filtered, by pages",
  tags,
  session: 'required',
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ query: s.ZBookingsQuery, response: s.ZBookingsResult })),
})

export const getBooking = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:id',
  summary: 'One booking with its price, options and status history; 404 for a booking the caller may not see',
  tags,
  session: 'required',
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ params: s.ZBookingParams, response: s.ZBookingDetail })),
})

/** A driver asks to cancel one of their bookings (spec §2); staff finalise it. Suppliers and admins cancel instead (403). */
export const requestCancel = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/cancel-request',
  summary: "A driver's cancel request: pay later freely, paid with the cancellation option, never once reserved",
  tags,
  session: 'required',
  roles: ['user'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ params: s.ZBookingParams, response: s.ZCancelRequestResult })),
})
