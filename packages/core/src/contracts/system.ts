import { defineEndpoint, from } from '../contract'

const common = () => import('../schemas/common')
const settings = () => import('../schemas/settings')
const currencies = () => import('../schemas/currencyRates')

export const health = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: "Readiness: 200 when the database answers, this code's migrations are applied and, where this instance runs the worker, it runs; else 503",
  tags: ['system'],
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(common, (s) => ({ response: s.ZHealth })),
})

export const liveness = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/live',
  summary: 'Liveness: 200 while the process answers, whatever its database (a supervisor restarts a process that stops answering)',
  tags: ['system'],
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(common, (s) => ({ response: s.ZHealth })),
})

export const publicSettings = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/settings/public',
  summary: 'Settings the web app needs (currency, languages, limits, providers)',
  tags: ['settings'],
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(settings, (s) => ({ response: s.ZPublicSettings })),
})

export const displayRates = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/currency-rates',
  summary:
    'The display currencies whose rate is fresh, in millionths per unit of the marketplace currency (prices shown converted; payment stays in it)',
  tags: ['settings'],
  session: 'optional',
  resources: ['currencyRates'],
  schemas: /* @__PURE__ */ from(currencies, (s) => ({ response: s.ZDisplayRates })),
})
