import type { TBookingChannel, TChannelPayment } from '@wheelbase/core/enums'
import type { TExtra } from '@wheelbase/core/extras'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TChannelBookingInput } from '@wheelbase/core/schemas/consoleChannelBookings'
import { centsOf } from '../../../lib/form/amounts'
import { toIso } from '../../../lib/search/dateTime'

/** The form of a booking from another channel: dates and times on the pick-up place's clock, a total typed in units. */
export type TChannelForm = {
  pickup: string
  /** '': back to the pick-up place. */
  dropoff: string
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
  fullName: string
  phone: string
  birthDate: string
  email: string
  language: TLanguage
  mailDriver: boolean
  channel: TBookingChannel
  reference: string
  payment: TChannelPayment
  /** Staff's own total in the currency's units ("120" or "120,50"); '': the quote. */
  ownTotal: string
  reason: string
  options: Record<TExtra, boolean>
}

/** The period of the form as instants with the pick-up place's offset, or null while a date is missing. */
export function periodOf(values: Pick<TChannelForm, 'fromDate' | 'fromTime' | 'toDate' | 'toTime'>, timeZone: string) {
  if (!values.fromDate || !values.toDate || !values.fromTime || !values.toTime) return null
  return {
    from: toIso({ date: values.fromDate, time: values.fromTime }, timeZone),
    to: toIso({ date: values.toDate, time: values.toTime }, timeZone),
  }
}

/** The request of the form (the server quotes and checks it all again). */
export function channelBookingRequest(car: string, values: TChannelForm, timeZone: string): TChannelBookingInput {
  const period = periodOf(values, timeZone) ?? { from: '', to: '' }
  const email = values.email.trim()
  // The dialog refuses a total that is not an amount before it sends anything.
  const own = centsOf(values.ownTotal)
  return {
    car,
    pickup: values.pickup,
    ...(values.dropoff && values.dropoff !== values.pickup ? { dropoff: values.dropoff } : {}),
    ...period,
    options: values.options,
    driver: {
      fullName: values.fullName,
      phone: values.phone,
      birthDate: values.birthDate,
      ...(email ? { email } : {}),
      ...(values.mailDriver ? { language: values.language } : {}),
    },
    channel: values.channel,
    reference: values.reference.trim() || null,
    payment: values.payment,
    ...(own !== undefined ? { price: { totalCents: own, reason: values.reason } } : {}),
    mailDriver: values.mailDriver,
  }
}
