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
