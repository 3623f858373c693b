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
  resources: ['cars', 'suppliers'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(consoleSchemas, (s) => ({ query: s.ZFleetQuery, response: s.ZFleetResult })),
})

export const setCarAvailability = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/cars/:id/availability',
  summary: 'Offer a car or take it off search (its bookings stay); 404 for a car of another supplier',
  tags,
  session: 'required',
  resources: ['cars'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(consoleSchemas, (s) => ({ params: s.ZCarParams, body: s.ZCarAvailabilityBody, response: s.ZCarAvailabilityResult })),
})

export const deleteCar = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/console/cars/:id',
  summary: 'Delete a car: 409 while it is still booked (make it unavailable instead); past bookings keep their car',
  tags,
  session: 'required',
  resources: ['cars'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(consoleSchemas, (s) => ({ params: s.ZCarParams, response: s.ZCarDeleted })),
})

const carSchemas = () => import('../schemas/consoleCars')

export const getConsoleCar = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/cars/:id',
  summary: "A car of the caller's fleet with every field, for its form; 404 for a car of another supplier",
  tags,
  session: 'required',
  resources: ['cars', 'locations', 'suppliers'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(carSchemas, (s) => ({ params: s.ZCarParams, response: s.ZConsoleCar })),
})

export const createCar = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/cars',
  summary: "Add a car to the fleet (a supplier's own; an admin names the supplier), with its places and an uploaded picture",
  tags,
  session: 'required',
  resources: ['cars'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(carSchemas, (s) => ({ body: s.ZCarBody, response: s.ZConsoleCar })),
})

export const updateCar = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/cars/:id',
  summary: "Change every field of a car of the caller's fleet; its bookings keep the price they were made at",
  tags,
  session: 'required',
  resources: ['cars'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(carSchemas, (s) => ({ params: s.ZCarParams, body: s.ZCarBody, response: s.ZConsoleCar })),
})

export const uploadCarImage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/car-images',
  summary:
    'Upload a car picture (multipart field "image", at most 5 MB; the type read from its content): stored as 300×200 and 2× WebP, named in the car\'s form',
  tags,
  session: 'required',
  resources: [],
  roles: ['supplier', 'admin'],
  multipart: true,
  schemas: /* @__PURE__ */ from(carSchemas, (s) => ({ response: s.ZCarImage })),
})

export const carCalendar = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/cars/:id/calendar',
  summary: "One month of a car's bookings (every status, with the pick-up place's time zone), for the console's calendar",
  tags,
  session: 'required',
  resources: ['cars', 'bookings'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(carSchemas, (s) => ({ params: s.ZCarParams, query: s.ZCalendarQuery, response: s.ZCalendar })),
})
