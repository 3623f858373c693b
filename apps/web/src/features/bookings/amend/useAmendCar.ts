import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getCar } from '@wheelbase/core/contracts/cars'
import { api } from '../../../lib/api/client'

/** The booked car as the checkout knows it: its places, its options and their prices. */
export function useAmendCar(carId: string) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: ['car', i18n.language, carId],
    queryFn: ({ signal }) => api(getCar, { params: { id: carId }, query: {} }, { signal }),
    staleTime: 60_000,
    retry: false,
  })
}
