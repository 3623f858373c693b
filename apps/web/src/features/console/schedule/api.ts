import { fleetSchedule } from '@wheelbase/core/contracts/schedule'
import type { TScheduleQuery } from '@wheelbase/core/schemas/consoleSchedule'
import { useCall } from '../../../lib/api/calls'

/** The window's cars, bookings and blocks in one call; the last answer stays on screen while the next loads. */
export const useSchedule = (query: TScheduleQuery | null) =>
  useCall(fleetSchedule, query ? { query } : null, { placeholderData: (previous) => previous })
