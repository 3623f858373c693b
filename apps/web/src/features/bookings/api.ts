import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getBooking, listBookings } from '@wheelbase/core/contracts/bookings'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import { api } from '../../lib/api/client'

export type TBookingFilters = { status: TBookingStatus[]; q: string; supplier: string; from: string; to: string }

/** Pages of 20 bookings (10 on a phone) for infinite scroll, newest first. */
export function useBookings(filters: TBookingFilters, size: number) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: ['bookings', i18n.language, filters.status.join(','), filters.q, filters.supplier, filters.from, filters.to, size],
    queryFn: ({ pageParam, signal }) =>
      api(
        listBookings,
        {
          query: {
            page: pageParam,
            size,
            ...(filters.status.length ? { status: filters.status.join(',') } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.supplier ? { supplier: filters.supplier } : {}),
            ...(filters.from ? { from: filters.from } : {}),
            ...(filters.to ? { to: filters.to } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useBooking(id: string) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: ['booking', i18n.language, id],
    queryFn: ({ signal }) => api(getBooking, { params: { id } }, { signal }),
    enabled: Boolean(id),
    retry: false,
  })
}
