import { useQueryClient } from '@tanstack/react-query'
import { listJobs, retryJob } from '@wheelbase/core/contracts/consoleAdmin'
import type { TJobView } from '@wheelbase/core/consoleLists'
import { invalidateResources } from '../../../lib/api/calls'
import { useCallPages } from '../../../lib/api/useCallPages'
import { useChange } from '../../../lib/api/useChange'

/** Parked or failing work, 30 items a page (the server's size). */
export const useJobs = (status: TJobView) => useCallPages(listJobs, { query: { status } })

/** Makes one item due now; the list is asked again whatever the answer (it may have run meanwhile). */
export function useRetryJob() {
  const queryClient = useQueryClient()
  return useChange(retryJob, { onError: () => void invalidateResources(queryClient, retryJob.resources) })
}
