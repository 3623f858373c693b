import { listAudit } from '@wheelbase/core/contracts/audit'
import type { TAuditQuery } from '@wheelbase/core/schemas/consoleAudit'
import { useCallPages } from '../../../lib/api/useCallPages'

/** The trail of staff changes, 50 entries a page (the server's size), newest first. */
export const useAudit = (query: Omit<TAuditQuery, 'page'>) => useCallPages(listAudit, { query })
