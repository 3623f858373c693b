import { defineEndpoint, from } from '../contract'

/** Public: names come in the caller's language (Accept-Language). */
const search = async () => ({ ...(await import('../schemas/search')), ...(await import('../schemas/common')) })

export const listLocations = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/locations',
  summary: 'Locations, or those matching a typed text (any language, accents and case ignored)',
  tags: ['locations'],
  session: 'optional',
  resources: ['locations'],
  schemas: /* @__PURE__ */ from(search, (s) => ({ query: s.ZLocationsQuery, response: s.ZLocationList })),
})

export const getLocation = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/locations/:id',
  summary: 'One location',
  tags: ['locations'],
  session: 'optional',
  resources: ['locations'],
  schemas: /* @__PURE__ */ from(search, (s) => ({ params: s.ZIdParams, response: s.ZLocation })),
})

export const listSuppliers = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/suppliers',
  summary: 'Suppliers with their logo and number of cars on offer',
  tags: ['suppliers'],
  session: 'optional',
  resources: ['suppliers'],
  schemas: /* @__PURE__ */ from(search, (s) => ({ response: s.ZSupplierList })),
})
