import { defineEndpoint, from } from '../contract'

const guest = () => import('../schemas/guestBooking')
const bookings = () => import('../schemas/bookings')
const checkIn = () => import('../schemas/checkIn')
const reviews = () => import('../schemas/reviews')
const tags = ['guest booking']

/**
 * Managing a booking without an account (a "beyond" feature): the driver asks for a link by
 * reference and email, opens it once within the hour, and this browser then reaches that booking
 * only, for an hour: view, cancel request, voucher.
 */
export const requestManageLink = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/booking-links',
  summary: 'Email the driver a one-time link to their booking; the same answer whether or not the reference and email match',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(guest, (s) => ({ body: s.ZManageLinkBody, response: s.ZManageLinkSent })),
})

export const openManageLink = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/booking-links/open',
  summary: "Spend an emailed link: this browser gets an hour's access to that booking (an httpOnly cookie)",
  tags,
  session: 'optional',
  resources: ['bookings'],
  schemas: /* @__PURE__ */ from(guest, (s) => ({ body: s.ZOpenManageLinkBody, response: s.ZOpenManageLinkResult })),
})

export const guestBooking = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/guest-booking',
  summary: 'The booking this browser opened from an emailed link (401 without, or once its hour is over)',
  tags,
  session: 'optional',
  resources: ['bookings', 'cars', 'locations', 'suppliers'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ response: s.ZBookingDetail })),
})

export const guestCancelRequest = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/guest-booking/cancel-request',
  summary: "The driver's cancel request on the booking opened from an emailed link",
  tags,
  session: 'optional',
  resources: ['bookings'],
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ response: s.ZCancelRequestResult })),
})

export const guestVoucher = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/guest-booking/voucher',
  summary: 'The voucher PDF of the booking opened from an emailed link, once reserved',
  tags,
  session: 'optional',
  resources: ['bookings'],
  produces: 'application/pdf',
  schemas: /* @__PURE__ */ from(bookings, (s) => ({ query: s.ZVoucherQuery, response: s.ZPdf })),
})

/** The driver's review of the booking opened from an emailed link (a guest reviews as a signed-in driver does). */
export const guestReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/guest-booking/review',
  summary: "The driver's verified review of the booking opened from an emailed link: once, after drop-off",
  tags,
  session: 'optional',
  resources: ['reviews', 'suppliers', 'bookings'],
  schemas: /* @__PURE__ */ from(reviews, (s) => ({ body: s.ZReviewBody, response: s.ZReview })),
})

/** The driver's online check-in on the booking opened from an emailed link. */
export const guestCheckIn = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/guest-booking/check-in',
  summary: "The driver's online check-in on the booking opened from an emailed link",
  tags,
  session: 'optional',
  resources: ['bookings'],
  schemas: /* @__PURE__ */ from(checkIn, (s) => ({ body: s.ZCheckInBody, response: s.ZCheckInResult })),
})
