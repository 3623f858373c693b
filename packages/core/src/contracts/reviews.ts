import { defineEndpoint, from } from '../contract'

const reviews = () => import('../schemas/reviews')
const tags = ['reviews']

/** A driver rates the supplier of one of their own rentals, once, after drop-off (another's booking is 404). */
export const createReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/review',
  summary: "A driver's verified review of their booking's supplier: once, after drop-off, of a rental that took place",
  tags,
  session: 'required',
  roles: ['user'],
  resources: ['reviews', 'suppliers', 'bookings'],
  schemas: /* @__PURE__ */ from(reviews, (s) => ({ params: s.ZReviewParams, body: s.ZReviewBody, response: s.ZReview })),
})

/** A supplier's shown reviews and averages, public: 10 a page, newest or by score, one language or all. */
export const supplierReviews = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/suppliers/:id/reviews',
  summary: "A supplier's averages per score and its shown reviews with their replies, 10 a page",
  tags,
  session: 'optional',
  resources: ['reviews', 'suppliers'],
  schemas: /* @__PURE__ */ from(reviews, (s) => ({ params: s.ZSupplierParams, query: s.ZSupplierReviewsQuery, response: s.ZSupplierReviews })),
})

/** A supplier's public page by its address: who it is, its averages, and its shown reviews as asked (404 unless an active supplier). */
export const supplierProfile = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/supplier-profiles/:slug',
  summary: "A supplier's public page: its profile, averages per score and shown reviews, 10 a page",
  tags,
  session: 'optional',
  resources: ['reviews', 'suppliers'],
  schemas: /* @__PURE__ */ from(reviews, (s) => ({ params: s.ZSupplierProfileParams, query: s.ZSupplierReviewsQuery, response: s.ZSupplierProfile })),
})

/** The supplier of a review answers it, or changes its answer (another supplier's review is 404). */
export const replyToReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/reply',
  summary: "The reviewed supplier's one reply to a review, written or changed",
  tags,
  session: 'required',
  roles: ['supplier'],
  resources: ['reviews'],
  schemas: /* @__PURE__ */ from(reviews, (s) => ({ params: s.ZReviewParams, body: s.ZReplyBody, response: s.ZReview })),
})

/** An admin hides a review with a reason; its author and supplier still see it, with the reason. */
export const hideReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/hide',
  summary: 'Hide a review from the public with a reason (admins); it leaves the averages',
  tags,
  session: 'required',
  roles: ['admin'],
  resources: ['reviews', 'suppliers'],
  schemas: /* @__PURE__ */ from(reviews, (s) => ({ params: s.ZReviewParams, body: s.ZHideBody, response: s.ZReview })),
})
