import {
  createLocation,
  deleteLocation,
  getConsoleLocation,
  listConsoleLocations,
  updateLocation,
  uploadLocationImage,
} from '@wheelbase/core/contracts/consoleAdmin'
import type { LOCATION_SORTS } from '@wheelbase/core/consoleLists'
import { useCall } from '../../../lib/api/calls'
import { useCallPages } from '../../../lib/api/useCallPages'
import { useChange } from '../../../lib/api/useChange'
import { apiUpload } from '../../../lib/api/client'
import { PAGE_SIZE, type TUploadPicture } from '../api'

export type TLocationFilters = { q: string; sort: (typeof LOCATION_SORTS)[number] }

/** Every location as the filters say, 20 a page. */
export const useConsoleLocations = (filters: TLocationFilters) =>
  useCallPages(listConsoleLocations, { query: { size: PAGE_SIZE, sort: filters.sort, ...(filters.q ? { q: filters.q } : {}) } })
export const useConsoleLocation = (id: string | undefined) => useCall(getConsoleLocation, id ? { params: { id } } : null, { retry: false })
export const useCreateLocation = () => useChange(createLocation)
export const useUpdateLocation = () => useChange(updateLocation)
export const useDeleteLocation = () => useChange(deleteLocation)

export const uploadLocationPicture: TUploadPicture = async (body, onProgress) => (await apiUpload(uploadLocationImage, { body }, onProgress)).image
