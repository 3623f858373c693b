import { defineEndpoint, from } from '../contract'

const blockSchemas = () => import('../schemas/consoleBlocks')
const tags = ['console']

/**
 * Blocked periods (issue 44): a supplier's own cars, an admin's any; a car of another supplier is
 * 404. A block holds the car as a booking does: one that meets a booking or another block is 409,
 * with a message naming what it meets.
 */
export const createBlocks = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/blocks',
  summary: 'Take one or several cars out of sale for a period, with a reason: all of them, or none (409 naming the overlap)',
  tags,
  session: 'required',
  resources: ['cars', 'bookings'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(blockSchemas, (s) => ({ body: s.ZBlockBody, response: s.ZBlocksCreated })),
})

export const updateBlock = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/blocks/:id',
  summary: "Change a block's period, reason or note; 409 when the new period meets a booking or another block",
  tags,
  session: 'required',
  resources: ['cars', 'bookings'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(blockSchemas, (s) => ({ params: s.ZBlockParams, body: s.ZBlockChange, response: s.ZBlock })),
})

export const deleteBlock = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/console/blocks/:id',
  summary: 'Remove a block: the car is on sale again for its period',
  tags,
  session: 'required',
  resources: ['cars', 'bookings'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(blockSchemas, (s) => ({ params: s.ZBlockParams, response: s.ZBlockDeleted })),
})
