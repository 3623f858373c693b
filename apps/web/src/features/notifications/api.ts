import { deleteNotifications, listNotifications, markNotifications } from '@wheelbase/core/contracts/notifications'
import { useCallPages } from '../../lib/api/useCallPages'
import { useChange } from '../../lib/api/useChange'

export type TSelection = { ids: string[] } | { all: true }

/** Pages of 30 notifications for infinite scroll (spec §9's generic page size). */
export function useNotifications(size: number) {
  return useCallPages(listNotifications, { query: { size } }, { placeholderData: undefined })
}

/** Mark and delete; after each, the list is asked again (and the header's count follows its first page). */
export function useNotificationActions() {
  const mark = useChange(markNotifications)
  const remove = useChange(deleteNotifications)
  return {
    mark: async (selection: TSelection, isRead: boolean) => void (await mark.mutateAsync({ body: { ...selection, isRead } })),
    remove: async (selection: TSelection) => void (await remove.mutateAsync({ body: selection })),
  }
}
