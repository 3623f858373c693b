import { getSignInPolicy, setSignInPolicy } from '@wheelbase/core/contracts/signInMethods'
import { useCall } from '../../../lib/api/calls'
import { createSupplier, listUsers, setUserSuspension, setUserType } from '@wheelbase/core/contracts/consoleAdmin'
import { eraseUser } from '@wheelbase/core/contracts/erasure'
import { exportForUser } from '@wheelbase/core/contracts/accountExport'
import type { USER_SORTS } from '@wheelbase/core/consoleLists'
import type { TUserType } from '@wheelbase/core/enums'
import { useCallPages } from '../../../lib/api/useCallPages'
import { useChange } from '../../../lib/api/useChange'
import { PAGE_SIZE } from '../api'

export type TUserFilters = { q: string; type: TUserType | ''; status: 'all' | 'active' | 'suspended'; sort: (typeof USER_SORTS)[number] }

/** Every account as the filters say, 20 a page. */
export function useUsers(filters: TUserFilters) {
  return useCallPages(listUsers, {
    query: {
      size: PAGE_SIZE,
      sort: filters.sort,
      status: filters.status,
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.q ? { q: filters.q } : {}),
    },
  })
}

export const useCreateSupplier = () => useChange(createSupplier)
export const useSetUserType = () => useChange(setUserType)
export const useSetUserSuspension = () => useChange(setUserSuspension)
export const useEraseUser = () => useChange(eraseUser)
export const useExportFor = () => useChange(exportForUser)

/** Whether every supplier must confirm sign-ins with a second step (record 0138). */
export const useSignInPolicy = () => useCall(getSignInPolicy, {})
export const useSetSignInPolicy = () => useChange(setSignInPolicy)
