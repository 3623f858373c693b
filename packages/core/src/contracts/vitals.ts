import { defineEndpoint, from } from '../contract'

// Its own module: the web app loads it only with its measuring (lib/webVitals.ts), never on first paint.
const vitals = () => import('../schemas/vitals')

export const reportVitals = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/vitals',
  summary:
    "Core Web Vitals of one page load (LCP, INP, CLS), sent by pages whose visitor accepted cookies; added to the operators' metrics per page and language; limited per address",
  tags: ['system'],
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(vitals, (s) => ({ body: s.ZVitalsBody, response: s.ZVitalsResult })),
})
