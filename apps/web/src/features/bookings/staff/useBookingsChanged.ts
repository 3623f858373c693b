import { useQueryClient } from '@tanstack/react-query'

/** After a change: the lists, the detail pages and the header's count read again. */
export function useBookingsChanged(): () => Promise<void> {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['bookings'] }), queryClient.invalidateQueries({ queryKey: ['booking'] })])
  }
}
