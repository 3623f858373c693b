import { defineEndpoint, from } from '../contract'

const scheduleSchemas = () => import('../schemas/consoleSchedule')

/** The fleet schedule (issue 44): a supplier's own fleet, an admin's any supplier's it names; another supplier is 404. */
export const fleetSchedule = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/schedule',
  summary: "A fleet's cars with their bookings and blocks over two to five weeks, filtered by place, category and gearbox",
  tags: ['console'],
  session: 'required',
  resources: ['cars', 'bookings', 'suppliers'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(scheduleSchemas, (s) => ({ query: s.ZScheduleQuery, response: s.ZSchedule })),
})
