import { defineEndpoint, from } from '../contract'

const bookings = () => import('../schemas/bookings')
const checkIn = () => import('../schemas/checkIn')
const tags = ['bookings']

/** Bookings need a session; each call reaches only the caller's own (driver), its cars' (supplier) or all (admin). */
export const listBookings = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/bookings',
  summary: "The caller's bookings (a driver's own, a supplier's cars', or all for an admin), newest first, filtered, by pages",
  tags,
  session: 'required',
  resources: ['bookings', 'cars', 'locations', 'suppliers'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ query: s.ZBookingsQuery, response: s.ZBookingsResult })),
})

export const getBooking = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:id',
  summary: 'One booking with its price, options and status history; 404 for a booking the caller may not see',
  tags,
  session: 'required',
  resources: ['bookings', 'cars', 'locations', 'suppliers'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ params: s.ZBookingParams, response: s.ZBookingDetail })),
})

/** A driver asks to cancel one of their bookings (spec §2); staff finalise it. Suppliers and admins cancel instead (403). */
export const requestCancel = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/cancel-request',
  summary: "A driver's cancel request: pay later freely, paid with the cancellation option, never once reserved",
  tags,
  session: 'required',
  resources: ['bookings', 'notifications'],
  roles: ['user'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ params: s.ZBookingParams, response: s.ZCancelRequestResult })),
})

/** Staff set a status on a selection; refused bookings come back with their reasons and stay as they were. */
export const updateBookingStatus = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/status',
  summary: 'Set one status on a selection of bookings (supplier: its cars; admin: all), within the status rules',
  tags,
  session: 'required',
  resources: ['bookings', 'cars', 'notifications'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ body: s.ZStatusUpdateBody, response: s.ZStatusUpdateResult })),
})

export const deleteBookings = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/delete',
  summary: 'Delete a selection of bookings that no longer hold a car (void, cancelled, or over); 409 otherwise',
  tags,
  session: 'required',
  resources: ['bookings', 'cars'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ body: s.ZDeleteBookingsBody, response: s.ZDeleteBookingsResult })),
})

export const decideCancelRequest = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/cancel-request/decision',
  summary: "Staff answer a driver's cancel request: accept cancels (refunding a paid booking), decline tells the driver",
  tags,
  session: 'required',
  resources: ['bookings', 'cars', 'notifications'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ params: s.ZBookingParams, body: s.ZCancelDecisionBody, response: s.ZCancelDecisionResult })),
})

/** What an amendment would cost, nothing changed: the driver sees the new price and the difference first. */
export const quoteAmendment = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/amendment-quote',
  summary: "The new price of a driver's amendment, the difference, and whether the car is free; changes nothing",
  tags,
  session: 'required',
  resources: [],
  roles: ['user'],
  schemas: /* @__PURE__ */ from(bookings, (s, settings) => ({
    params: s.ZBookingParams,
    body: s.ZAmendBody(settings.minAge),
    response: s.ZAmendQuote,
  })),
})

/** The amendment: availability rechecked, the price recomputed, the difference charged or refunded through the gateway. */
export const amendBooking = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/amend',
  summary: "A driver's amendment (pay later: free while pending; paid: with the amendments option), 409 on a clash",
  tags,
  session: 'required',
  resources: ['bookings', 'cars', 'notifications'],
  roles: ['user'],
  schemas: /* @__PURE__ */ from(bookings, (s, settings) => ({
    params: s.ZBookingParams,
    body: s.ZAmendConfirmBody(settings.minAge),
    response: s.ZAmendResult,
  })),
})

/** The voucher PDF of a reserved booking (409 before), in the caller's language; the driver also gets it by email. */
export const bookingVoucher = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:id/voucher',
  summary: "A reserved booking's voucher as a PDF, for its driver, its supplier or an admin",
  tags,
  session: 'required',
  resources: ['bookings'],
  produces: 'application/pdf',
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ params: s.ZBookingParams, query: s.ZVoucherQuery, response: s.ZPdf })),
})

/** The driver checks in online before pick-up (issue 45): the licence, checked against the supplier's rule. */
export const checkInBooking = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/bookings/:id/check-in',
  summary: "The driver's online check-in: licence number, issuing country, date of issue, permit; refused with what the supplier's rule misses",
  tags,
  session: 'required',
  resources: ['bookings'],
  roles: ['user'],
  schemas: /* @__PURE__ */ from(checkIn, (s) => ({ params: s.ZCheckInParams, body: s.ZCheckInBody, response: s.ZCheckInResult })),
})

/** The licence a driver gave, for the booking's supplier and the admins only (404 for anyone else), until it is erased. */
export const getCheckIn = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:id/check-in',
  summary: "A booking's check-in details: its supplier's and the admins' only, 404 for anyone else (its driver too) or once erased",
  tags,
  session: 'required',
  resources: ['bookings'],
  schemas: /* @__PURE__ */ from(checkIn, (s) => ({ params: s.ZCheckInParams, response: s.ZCheckInDetails })),
})
