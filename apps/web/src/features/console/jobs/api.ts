import { useMutation, useQueryClient } from '@tanstack/react-query'
import { listJobs, retryJob } from '@wheelbase/core/contracts/consoleAdmin'
import type { TJobView } from '@wheelbase/core/consoleLists'
import { api } from '../../../lib/api/client'
import { usePages } from '../usePages'

const KEY = 'console-jobs'

/** Parked or failing work, 30 items a page (the server's size). */
export function useJobs(status: TJobView) {
  return usePages(KEY, { status }, (page, signal) => api(listJobs, { query: { status, page } }, { signal }))
}

/** Makes one item due now; the list is asked again whatever the answer (it may have run meanwhile). */
export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(retryJob, { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [KEY] })
    },
  })
}
