import { createCalendarFeed, listCalendarFeeds, revokeCalendarFeed } from '@wheelbase/core/contracts/calendarFeeds'
import type { TCalendarFeedScope } from '@wheelbase/core/schemas/consoleCalendarFeeds'
import { useCall } from '../../../lib/api/calls'
import { useChange } from '../../../lib/api/useChange'

/** The live feed of a car or a fleet (an admin's names its supplier); its URL is not in it. */
export const useCalendarFeeds = (scope: TCalendarFeedScope) => useCall(listCalendarFeeds, { query: scope })
export const useCreateCalendarFeed = () => useChange(createCalendarFeed)
export const useRevokeCalendarFeed = () => useChange(revokeCalendarFeed)
