import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/useTranslation'
import { resendLink } from '@wheelbase/core/contracts/accounts'
import { endDevice, endOtherDevices, listDevices } from '@wheelbase/core/contracts/devices'
import { deleteAccount } from '@wheelbase/core/contracts/erasure'
import * as methods from '@wheelbase/core/contracts/signInMethods'
import * as push from '@wheelbase/core/contracts/push'
import { listExports, requestExport } from '@wheelbase/core/contracts/accountExport'
import { deleteAvatar, getUser, hasPassword, updateAvatar, updateEmailNotifications, updateUser } from '@wheelbase/core/contracts/profile'
import type { TUser } from '@wheelbase/core/schemas/auth'
import { callKey, invalidateResources, useCall } from '../../lib/api/calls'
import { useChange } from '../../lib/api/useChange'
import { apiUpload } from '../../lib/api/client'

const profileRequest = (id: string) => ({ params: { id } })

export const useProfile = (userId: string) => useCall(getUser, profileRequest(userId))
export const useUpdateUser = () => useChange(updateUser)
export const useResendActivation = () => useChange(resendLink)
export const useDeleteAvatar = () => useChange(deleteAvatar)

/** The switch flips at once, and back if the server refuses. */
export function useEmailNotifications(userId: string) {
  const queryClient = useQueryClient()
  const { i18n } = useTranslation()
  const key = callKey(getUser, profileRequest(userId), i18n.language)
  const show = (enabled: boolean) => queryClient.setQueryData<TUser>(key, (old) => old && { ...old, enableEmailNotifications: enabled })
  return useChange(updateEmailNotifications, {
    onMutate: ({ body }) => show(body.enableEmailNotifications),
    onError: (_error, { body }) => show(!body.enableEmailNotifications),
  })
}

/** Sends a new picture with its progress; the profile is asked again once it is saved. */
export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient()
  return async (body: FormData, onProgress: (percent: number) => void) => {
    await apiUpload(updateAvatar, { params: { userId }, body }, onProgress)
    await invalidateResources(queryClient, updateAvatar.resources)
  }
}

export const useDevices = () => useCall(listDevices, {})
export const useEndDevice = () => useChange(endDevice)
export const useEndOtherDevices = () => useChange(endOtherDevices)
export const useDeleteAccount = () => useChange(deleteAccount)
/** Whether the account has a password to confirm its deletion with (else a recent sign-in). */
export const useHasPassword = (userId: string) => useCall(hasPassword, { params: { userId } })

/** The account's exports; asked again every few seconds while one is being prepared. */
export const useExports = () =>
  useCall(listExports, {}, { refetchInterval: (q) => (q.state.data?.items.some((item) => item.status === 'preparing') ? 3000 : false) })
export const useRequestExport = () => useChange(requestExport)

/** "Sign-in and security": passkeys, the password, the staff's second step (record 0138). */
export const useSignInMethods = () => useCall(methods.signInMethods, {})
export const usePasskeyOptions = () => useChange(methods.passkeyOptions)
export const useAddPasskey = () => useChange(methods.addPasskey)
export const useRenamePasskey = () => useChange(methods.renamePasskey)
export const useRemovePasskey = () => useChange(methods.removePasskey)
export const useRemovePassword = () => useChange(methods.removePassword)
export const useSetupTotp = () => useChange(methods.setupTotp)
export const useConfirmTotp = () => useChange(methods.confirmTotp)
export const useRemoveTotp = () => useChange(methods.removeTotp)
export const useNewRecoveryCodes = () => useChange(methods.newRecoveryCodes)
export const useSetSecondStep = () => useChange(methods.setSecondStep)

export const usePushSettings = () => useCall(push.getPushSettings, {})
export const useUpdatePushPreferences = () => useChange(push.updatePushPreferences)
export const useSubscribePush = () => useChange(push.subscribePush)
export const useUnsubscribePush = () => useChange(push.unsubscribePush)
