import { defineEndpoint, from } from '../contract'

/**
 * Downloading one's data (issue 46, GDPR Art. 15 and 20): an export is prepared as durable work,
 * announced by mail and notification, and kept 7 days: one JSON file that follows the published
 * schema, and a readable summary in the account's language. The mailed links carry a token and
 * need no session (a guest's export, one an admin produced on request).
 */
const exports = () => import('../schemas/accountExport')
const tags = ['accounts']
const resources = ['accounts'] as const

export const requestExport = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/account/exports',
  summary: "Ask for an export of everything held about the caller's account; one being prepared is answered again",
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(exports, (s) => ({ response: s.ZDataExport })),
})

export const listExports = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/account/exports',
  summary: "The caller's exports not yet expired, the newest first",
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(exports, (s) => ({ response: s.ZDataExports })),
})

export const exportFile = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/account/exports/:id/export.json',
  summary: "One of the caller's ready exports, as the JSON file (404 when another's, expired or not ready)",
  tags,
  session: 'required',
  resources,
  schemas: /* @__PURE__ */ from(exports, (s) => ({ params: s.ZExportUserParams, response: s.ZAccountExport })),
})

export const exportSummary = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/account/exports/:id/summary.html',
  summary: "One of the caller's ready exports, as the readable summary",
  tags,
  session: 'required',
  resources,
  produces: 'text/html',
  schemas: /* @__PURE__ */ from(exports, (s) => ({ params: s.ZExportUserParams, response: s.ZHtml })),
})

export const linkedExportFile = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/data-exports/:id/export.json',
  summary: "A ready export's JSON file through the mailed link (its token `t`): 404 when the token is wrong or it expired",
  tags,
  session: 'optional',
  resources,
  schemas: /* @__PURE__ */ from(exports, (s) => ({ params: s.ZExportUserParams, query: s.ZExportLinkQuery, response: s.ZAccountExport })),
})

export const linkedExportSummary = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/data-exports/:id/summary.html',
  summary: "A ready export's readable summary through the mailed link (its token `t`)",
  tags,
  session: 'optional',
  resources,
  produces: 'text/html',
  schemas: /* @__PURE__ */ from(exports, (s) => ({ params: s.ZExportUserParams, query: s.ZExportLinkQuery, response: s.ZHtml })),
})

export const exportSchema = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/account/export-schema.json',
  summary: 'The JSON Schema (draft 2020-12) every export file follows',
  tags,
  session: 'optional',
  resources: [],
  schemas: /* @__PURE__ */ from(exports, (s) => ({ response: s.ZJsonSchema })),
})

export const exportForUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/users/:id/export',
  summary: "Produce an account's export on its holder's request (admins): the links go by mail to the account's own address",
  tags: ['console'],
  session: 'required',
  resources,
  roles: ['admin'],
  schemas: /* @__PURE__ */ from(exports, (s) => ({ params: s.ZExportUserParams, response: s.ZDataExport })),
})
