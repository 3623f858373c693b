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
import { createChannelBooking } from '@wheelbase/core/contracts/channelBookings'
import { getCar } from '@wheelbase/core/contracts/cars'
import { keepPreviousData } from '@tanstack/react-query'
import { ageOn } from '@wheelbase/core/age'
import { DRIVER_AGE } from '@wheelbase/core/fees'
import { EXTRAS } from '@wheelbase/core/extras'
import { periodOf, type TChannelForm } from './cars/channelBookingBody'
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
export const useRecordChannelBooking = () => useChange(createChannelBooking)

/**
 * What a booking from another channel would cost, as the form fills in: the car's places and the
 * options it prices, then, once the period is whole, the checkout's quote for it (fees included,
 * a young driver's fee by the birth date given). The server quotes it again when it is saved.
 */
export function useChannelQuote(carId: string, values: TChannelForm, carClock: string) {
  const bare = useCall(getCar, { params: { id: carId }, query: {} })
  const places = bare.data?.locations ?? []
  const pickup = places.find((place) => place._id === values.pickup) ?? places[0]
  const period = pickup ? periodOf(values, pickup.timeZone ?? carClock) : null
  const age = values.birthDate && period ? ageOn(values.birthDate, new Date(period.from)) : undefined
  const chosen = EXTRAS.filter((extra) => values.options[extra])
  const quoted = useCall(
    getCar,
    pickup && period && period.to > period.from
      ? {
          params: { id: carId },
          query: {
            pickup: pickup._id,
            ...(values.dropoff && values.dropoff !== pickup._id ? { dropoff: values.dropoff } : {}),
            ...period,
            ...(age !== undefined && age >= DRIVER_AGE.min && age <= DRIVER_AGE.max ? { age: String(age) } : {}),
            ...(chosen.length ? { options: chosen.join(',') } : {}),
          },
        }
      : null,
    { placeholderData: keepPreviousData, retry: false },
  )
  const quote = quoted.data?.quote
  const offered = EXTRAS.filter((extra) => (bare.data?.extras[extra] ?? -1) > 0)
  const state = !period ? 'incomplete' : quoted.isFetching && !quote ? 'loading' : !quote ? 'incomplete' : quote.available ? 'ready' : 'unavailable'
  return { places, offered, state, totalPrice: quote?.totalPrice ?? 0, days: quote?.days ?? 0 } as const
}

/** Sends one picture (the form's "image" field) with its progress; answers its address. */
export type TUploadPicture = (body: FormData, onProgress: (percent: number) => void) => Promise<string>

export const uploadCarPicture: TUploadPicture = async (body, onProgress) => (await apiUpload(uploadCarImage, { body }, onProgress)).image
