import { defineEndpoint } from '../contract'
import { SEARCH_ISSUES } from '../search'

const search = () => import('../schemas/search')

export const searchCars = defineEndpoint({
  method: 'GET',
  path: '/api/cars/search',
  summary: 'Cars available for a period, with filters, price sort and pages of 15',
  tags: ['cars'],
  session: 'optional',
  firstIssue: SEARCH_ISSUES,
  schemas: async () => {
    const s = await search()
    return { query: s.ZSearchQuery, response: s.ZSearchResult }
  },
})

export const getCar = defineEndpoint({
  method: 'GET',
  path: '/api/cars/:id',
  summary: 'One car with everything the checkout shows; with a period, its price and availability',
  tags: ['cars'],
  session: 'optional',
  firstIssue: SEARCH_ISSUES,
  schemas: async () => {
    const s = await search()
    return { params: s.ZCarParams, query: s.ZCarQuery, response: s.ZCarDetail }
  },
})
