import { defineEndpoint, from } from '../contract'
import { SEARCH_ISSUES } from '../search'

const search = () => import('../schemas/search')

export const searchCars = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/cars/search',
  summary: 'Cars available for a period, with filters, price sort and pages of 15',
  tags: ['cars'],
  session: 'optional',
  resources: ['cars', 'bookings', 'locations', 'suppliers'],
  firstIssue: SEARCH_ISSUES,
  schemas: /* @__PURE__ */ from(search, (s) => ({ query: s.ZSearchQuery, response: s.ZSearchResult })),
})

export const getCar = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/cars/:id',
  summary: 'One car with everything the checkout shows; with a period, its price and availability',
  tags: ['cars'],
  session: 'optional',
  resources: ['cars', 'locations', 'suppliers'],
  firstIssue: SEARCH_ISSUES,
  schemas: /* @__PURE__ */ from(search, (s) => ({ params: s.ZCarParams, query: s.ZCarQuery, response: s.ZCarDetail })),
})
