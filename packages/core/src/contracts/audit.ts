import { defineEndpoint, from } from '../contract'

const audit = () => import('../schemas/consoleAudit')

export const listAudit = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/audit',
  summary:
    'The trail of staff changes, newest first, 50 a page, filtered by who, table, record and dates: all of it for admins, its own records for a supplier',
  tags: ['console'],
  session: 'required',
  resources: ['audit'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(audit, (s) => ({ query: s.ZAuditQuery, response: s.ZAuditPage })),
})
