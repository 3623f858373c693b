import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'

/** The statuses a booking may be checked in from: it still holds its car (the server's rule, features/bookings/checkIn/submit.ts). */
const OPEN = new Set(['pending', 'deposit', 'paid', 'reserved'])

/** Whether its driver may check in now: a Wheelbase booking that holds its car, before pick-up. */
export const checkInOpen = (booking: Pick<TBookingDetail, 'status' | 'channel' | 'from'>) =>
  OPEN.has(booking.status) && !booking.channel && Date.now() < new Date(booking.from).getTime()
