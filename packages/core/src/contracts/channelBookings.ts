import { defineEndpoint, from } from '../contract'

const channelSchemas = () => import('../schemas/consoleChannelBookings')

/**
 * Bookings from other channels (issue 44): staff record a booking taken by phone, at the desk, on
 * their own website or another marketplace, for a car of theirs (an admin for any car; another
 * supplier's car is 404). It holds the car as any booking does: 409 when the car is taken.
 */
export const createChannelBooking = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/bookings',
  summary: 'Record a booking taken on another channel: quoted by the checkout rule (or staff total with a reason), held like any booking',
  tags: ['console'],
  session: 'required',
  resources: ['bookings', 'cars', 'notifications'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(channelSchemas, (s, { minAge }) => ({ body: s.ZChannelBookingBody(minAge), response: s.ZChannelBookingResult })),
})

/**
 * Staff's change of a booking from another channel, priced and checked as a driver's amendment is
 * (the desk's terms, the car free, the minimum days): the new quote and whether the car is free;
 * nothing changes.
 */
export const quoteChannelAmendment = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/bookings/:id/amendment-quote',
  summary: 'The new quote of a change to a booking from another channel, the difference, and whether the car is free; changes nothing',
  tags: ['console'],
  session: 'required',
  resources: [],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(channelSchemas, (s, { minAge }) => ({
    params: s.ZChannelBookingParams,
    body: s.ZChannelAmendBody(minAge),
    response: s.ZChannelAmendQuote,
  })),
})

/** The change itself: 409 when the car is taken then, or the quote moved since staff saw it. */
export const amendChannelBooking = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/bookings/:id/amend',
  summary: 'Change the dates, places, options or car of a booking from another channel; 409 on a clash or a moved quote',
  tags: ['console'],
  session: 'required',
  resources: ['bookings', 'cars', 'notifications'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(channelSchemas, (s, { minAge }) => ({
    params: s.ZChannelBookingParams,
    body: s.ZChannelAmendConfirmBody(minAge),
    response: s.ZChannelAmendResult,
  })),
})
