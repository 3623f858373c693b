import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { deleteNotifications, listNotifications, markNotifications } from '@wheelbase/core/contracts/notifications'
import { api } from '../../lib/api/client'
import { useSession } from '../../lib/session'

const KEY = ['notifications']
export type TSelection = { ids: string[] } | { all: true }

/** Pages of 30 notifications for infinite scroll (spec §9's generic page size). */
export function useNotifications(size: number) {
  return useInfiniteQuery({
    queryKey: [...KEY, size],
    queryFn: ({ pageParam, signal }) => api(listNotifications, { query: { page: pageParam, size } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    retry: false,
  })
}

/** Mark and delete; after each, the list is asked again and the header's shared count follows. */
export function useNotificationActions() {
  const queryClient = useQueryClient()
  const { setNotificationCount } = useSession()
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: KEY })
    const first = queryClient.getQueriesData<{ pages: { unread: number }[] }>({ queryKey: KEY })[0]?.[1]
    setNotificationCount(first?.pages[0]?.unread ?? 0)
  }
  return {
    mark: async (selection: TSelection, isRead: boolean) => {
      await api(markNotifications, { body: { ...selection, isRead } })
      await refresh()
    },
    remove: async (selection: TSelection) => {
      await api(deleteNotifications, { body: selection })
      await refresh()
    },
  }
}
