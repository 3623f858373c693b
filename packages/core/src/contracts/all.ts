import type { TEndpoint } from '../contract'
import * as accounts from './accounts'
import * as accountExport from './accountExport'
import * as session from './session'
import * as audit from './audit'
import * as blocks from './blocks'
import * as bookings from './bookings'
import * as calendarFeeds from './calendarFeeds'
import * as channelBookings from './channelBookings'
import * as cars from './cars'
import * as checkout from './checkout'
import * as consoleEndpoints from './console'
import * as consoleAdmin from './consoleAdmin'
import * as contact from './contact'
import * as devices from './devices'
import * as erasure from './erasure'
import * as guestBooking from './guestBooking'
import * as notifications from './notifications'
import * as places from './places'
import * as placePage from './placePage'
import * as profile from './profile'
import * as push from './push'
import * as reviews from './reviews'
import * as schedule from './schedule'
import * as signInMethods from './signInMethods'
import * as system from './system'
import * as vitals from './vitals'

/** Every endpoint of the API: the contract-coverage test holds the server's routes to this list. */
export const ALL_ENDPOINTS: readonly TEndpoint[] = [
  system,
  vitals,
  accounts,
  session,
  profile,
  devices,
  push,
  signInMethods,
  erasure,
  accountExport,
  contact,
  places,
  placePage,
  cars,
  checkout,
  bookings,
  guestBooking,
  notifications,
  reviews,
  consoleEndpoints,
  consoleAdmin,
  blocks,
  audit,
  channelBookings,
  calendarFeeds,
  schedule,
].flatMap((group) => Object.values(group))
