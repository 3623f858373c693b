import { useQueryClient } from '@tanstack/react-query'
import {
  getSupplierDesk,
  getSupplierFees,
  getSupplierProfile,
  getSupplierTerms,
  updateSupplierDesk,
  updateSupplierFees,
  updateSupplierProfile,
  updateSupplierTerms,
  uploadSupplierLogo,
} from '@wheelbase/core/contracts/consoleAdmin'
import { invalidateResources, useCall } from '../../../lib/api/calls'
import { useChange } from '../../../lib/api/useChange'
import { apiUpload } from '../../../lib/api/client'
import type { TUploadPicture } from '../api'

export const useSupplierProfile = (id: string) => useCall(getSupplierProfile, { params: { id } }, { retry: false })
export const useUpdateSupplierProfile = () => useChange(updateSupplierProfile)

/** A supplier's logo is saved as it is sent (no form to save): what shows the supplier is asked again. */
export function useUploadLogo(id: string): TUploadPicture {
  const queryClient = useQueryClient()
  return async (body, onProgress) => {
    const { logo } = await apiUpload(uploadSupplierLogo, { params: { id }, body }, onProgress)
    await invalidateResources(queryClient, uploadSupplierLogo.resources)
    return logo
  }
}

export const useSupplierFees = (id: string) => useCall(getSupplierFees, { params: { id } }, { retry: false })
export const useUpdateSupplierFees = () => useChange(updateSupplierFees)

export const useSupplierDesk = (id: string) => useCall(getSupplierDesk, { params: { id } }, { retry: false })
export const useUpdateSupplierDesk = () => useChange(updateSupplierDesk)

export const useSupplierTerms = (id: string) => useCall(getSupplierTerms, { params: { id } }, { retry: false })
export const useUpdateSupplierTerms = () => useChange(updateSupplierTerms)
