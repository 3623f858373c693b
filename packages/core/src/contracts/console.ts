import { defineEndpoint, from } from '../contract'

const consoleSchemas = () => import('../schemas/console')
const tags = ['console']

/** The supply side: suppliers reach their own cars, admins every supplier's; drivers 403. */
export const listFleet = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/cars',
  summary: "The caller's fleet (a supplier's cars, or all for an admin), searched, sorted, filtered by availability, by pages",
  tags,
  session: 'required',
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(consoleSchemas, (s) => ({ query: s.ZFleetQuery, response: s.ZFleetResult })),
})

export const setCarAvailability = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/cars/:id/availability',
  summary: 'Offer a car or take it off search (its bookings stay); 404 for a car of another supplier',
  tags,
  session: 'required',
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(consoleSchemas, (s) => ({ params: s.ZCarParams, body: s.ZCarAvailabilityBody, response: s.ZCarAvailabilityResult })),
})

export const deleteCar = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/console/cars/:id',
  summary: 'Delete a car: 409 while it is still booked (make it unavailable instead); past bookings keep their car',
  tags,
  session: 'required',
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(consoleSchemas, (s) => ({ params: s.ZCarParams, response: s.ZCarDeleted })),
})
