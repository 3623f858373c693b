import { defineEndpoint, from } from '../contract'

// Apart from contracts/places.ts, which every page's first script holds: only a place's page asks this.
const placePage = () => import('../schemas/placePage')

export const getPlacePage = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/places/:slug',
  summary: "A place's public page: its cars' prices from, per category, over the next 30 days, its suppliers, recent reviews and facts",
  tags: ['locations'],
  session: 'optional',
  resources: ['locations', 'cars', 'suppliers', 'reviews'],
  schemas: /* @__PURE__ */ from(placePage, (s) => ({ params: s.ZPlacePageParams, response: s.ZPlacePage })),
})
