import {
  carCalendar,
  createCar,
  deleteCar,
  getConsoleCar,
  listFleet,
  setCarAvailability,
  updateCar,
  uploadCarImage,
} from '@wheelbase/core/contracts/console'
import { createBlocks, deleteBlock, updateBlock } from '@wheelbase/core/contracts/blocks'
import type { FLEET_SORTS } from '@wheelbase/core/consoleLists'
import { useCall } from '../../lib/api/calls'
import { useCallPages } from '../../lib/api/useCallPages'
import { useChange } from '../../lib/api/useChange'
import { apiUpload } from '../../lib/api/client'

/** Every console list loads 20 rows a page. */
export const PAGE_SIZE = 20

export type TFleetFilters = { q: string; sort: (typeof FLEET_SORTS)[number]; available: 'all' | 'yes' | 'no'; supplier: string }

/** The fleet, 20 cars a page, as the URL's filters say. */
export function useFleet(filters: TFleetFilters) {
  return useCallPages(listFleet, {
    query: {
      size: PAGE_SIZE,
      sort: filters.sort,
      available: filters.available,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.supplier ? { supplier: filters.supplier } : {}),
    },
  })
}

export const useConsoleCar = (id: string | undefined) => useCall(getConsoleCar, id ? { params: { id } } : null, { retry: false })
export const useCarCalendar = (id: string, month: string) =>
  useCall(carCalendar, { params: { id }, query: { month } }, { placeholderData: (previous) => previous })
export const useCreateCar = () => useChange(createCar)
export const useUpdateCar = () => useChange(updateCar)
export const useDeleteCar = () => useChange(deleteCar)
export const useSetCarAvailability = () => useChange(setCarAvailability)
export const useCreateBlocks = () => useChange(createBlocks)
export const useUpdateBlock = () => useChange(updateBlock)
export const useDeleteBlock = () => useChange(deleteBlock)

/** Sends one picture (the form's "image" field) with its progress; answers its address. */
export type TUploadPicture = (body: FormData, onProgress: (percent: number) => void) => Promise<string>

export const uploadCarPicture: TUploadPicture = async (body, onProgress) => (await apiUpload(uploadCarImage, { body }, onProgress)).image
