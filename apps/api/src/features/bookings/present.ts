import { bookingReference } from '@wheelbase/core/bookingStatus'
import { isoInZone } from '@wheelbase/core/days'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TBookingRow } from '@wheelbase/core/schemas/bookings'
import type { bookings, cars, locations, users } from '../../db/schema'
import { driverAsBooked } from '../../data/bookingSummary'
import { locationName } from '../../data/locations'

type TParts = {
  booking: typeof bookings.$inferSelect
  car: Pick<typeof cars.$inferSelect, '_id' | 'name' | 'image'>
  supplier: Pick<typeof users.$inferSelect, '_id' | 'fullName' | 'avatar'>
  driver: { fullName: string }
  pickup: typeof locations.$inferSelect
  dropoff: typeof locations.$inferSelect
}

/** A booking as a list row shows it (and as its detail begins): places in the reader's language, times on the pick-up place's clock. */
export function presentRow({ booking, car, supplier, driver, pickup, dropoff }: TParts, language: TLanguage): TBookingRow {
  return {
    _id: booking._id,
    reference: bookingReference(booking._id),
    status: booking.status,
    car: { _id: car._id, name: car.name, image: car.image },
    supplier: { _id: supplier._id, fullName: supplier.fullName, avatar: supplier.avatar },
    driver: { fullName: driverAsBooked(driver, booking.driverDetails).fullName },
    pickup: { _id: pickup._id, name: locationName(pickup, language) },
    dropoff: { _id: dropoff._id, name: locationName(dropoff, language) },
    from: isoInZone(booking.from, pickup.timeZone),
    to: isoInZone(booking.to, pickup.timeZone),
    days: booking.priceSnapshot.days,
    totalPrice: booking.totalPrice,
    payLater: booking.payLater,
    cancelRequest: booking.cancelRequest,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
  }
}
