import {
  amendBooking,
  checkInBooking,
  decideCancelRequest,
  deleteBookings,
  getBooking,
  listBookings,
  quoteAmendment,
  requestCancel,
  updateBookingStatus,
} from '@wheelbase/core/contracts/bookings'
import { getCar } from '@wheelbase/core/contracts/cars'
import { amendChannelBooking, quoteChannelAmendment } from '@wheelbase/core/contracts/channelBookings'
import { listFleet } from '@wheelbase/core/contracts/console'
import {
  guestBooking,
  guestCancelRequest,
  guestCheckIn,
  guestReview,
  openManageLink,
  requestManageLink,
} from '@wheelbase/core/contracts/guestBooking'
import { createReview } from '@wheelbase/core/contracts/reviews'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import type { TRequestOf } from '@wheelbase/core/contract'
import { useCall } from '../../lib/api/calls'
import { useCallPages } from '../../lib/api/useCallPages'
import { useChange } from '../../lib/api/useChange'

export type TBookingFilters = { status: TBookingStatus[]; q: string; supplier: string; from: string; to: string }

/** Pages of 20 bookings (10 on a phone) for infinite scroll, newest first. */
export function useBookings(filters: TBookingFilters, size: number) {
  return useCallPages(listBookings, {
    query: {
      size,
      ...(filters.status.length ? { status: filters.status.join(',') } : {}),
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.supplier ? { supplier: filters.supplier } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
    },
  })
}

export function useBooking(id: string) {
  return useCall(getBooking, id ? { params: { id } } : null, { retry: false })
}

export const useRequestCancel = () => useChange(requestCancel)
export const useDecideCancel = () => useChange(decideCancelRequest)
export const useDeleteBookings = () => useChange(deleteBookings)
export const useUpdateBookingStatus = () => useChange(updateBookingStatus)

/** The booked car as the checkout knows it: its places, its options and their prices. */
export const useAmendCar = (carId: string) => useCall(getCar, { params: { id: carId }, query: {} }, { staleTime: 60_000, retry: false })
/** What an amendment would cost (nothing changes). */
/** The change a driver asks for (the quote's body). */
export type TAmendChange = TRequestOf<typeof quoteAmendment>['body']

export const useQuoteAmendment = () => useChange(quoteAmendment)
export const useAmendBooking = () => useChange(amendBooking)
/** Staff's change of a booking from another channel: its quote, then the change. */
export const useQuoteChannelAmendment = () => useChange(quoteChannelAmendment)
export const useAmendChannelBooking = () => useChange(amendChannelBooking)
/** The supplier's cars such a booking may move to: the first 50 by name (an admin names the supplier). */
export const useSupplierCars = (supplierId: string, admin: boolean) =>
  useCallPages(listFleet, { query: { size: 50, sort: 'name', available: 'all', ...(admin ? { supplier: supplierId } : {}) } })

/** The booking an emailed link opened (its session cookie says which), in the reader's language. */
export const useGuestBooking = (enabled: boolean) => useCall(guestBooking, {}, { enabled, retry: false })
export const useOpenManageLink = () => useChange(openManageLink)
export const useGuestCancelRequest = () => useChange(guestCancelRequest)
/** The driver's review of their booking, signed in or through the emailed link. */
export const useCreateReview = () => useChange(createReview)
export const useGuestReview = () => useChange(guestReview)
export const useRequestManageLink = () => useChange(requestManageLink)

/** The driver's online check-in, signed in or through the emailed link. */
export const useCheckIn = () => useChange(checkInBooking)
export const useGuestCheckIn = () => useChange(guestCheckIn)
