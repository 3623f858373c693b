import { defineEndpoint } from '../contract'

/** Public: names come in the caller's language (Accept-Language). */
const search = () => import('../schemas/search')

export const listLocations = defineEndpoint({
  method: 'GET',
  path: '/api/locations',
  summary: 'Locations, or those matching a typed text (any language, accents and case ignored)',
  tags: ['locations'],
  session: 'optional',
  schemas: async () => {
    const s = await search()
    return { query: s.ZLocationsQuery, response: s.ZLocationList }
  },
})

export const getLocation = defineEndpoint({
  method: 'GET',
  path: '/api/locations/:id',
  summary: 'One location',
  tags: ['locations'],
  session: 'optional',
  schemas: async () => {
    const [s, auth] = await Promise.all([search(), import('../schemas/auth')])
    return { params: auth.ZIdParams, response: s.ZLocation }
  },
})

export const listSuppliers = defineEndpoint({
  method: 'GET',
  path: '/api/suppliers',
  summary: 'Suppliers with their logo and number of cars on offer',
  tags: ['suppliers'],
  session: 'optional',
  schemas: async () => ({ response: (await search()).ZSupplierList }),
})
