import { CarFront, IdCard, MessageSquareWarning } from 'lucide-react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link } from 'react-router'
import type { TBookingRow } from '@wheelbase/core/schemas/bookings'
import { FromTo } from '../../components/FromTo'
import { usePrice } from '../../lib/usePrice'
import { formatWall } from '../../lib/wallClock'
import { StatusBadge } from './StatusBadge'
import { Skeleton, SkeletonText } from '../../components/ui/Skeleton'
import { Card } from '../../components/ui/Card'

type Selection = { checked: boolean; onChange: (on: boolean) => void }

/** One booking of the list: the car, the supplier, places and times, days, price and status; for staff, a tick to select it. */
export function BookingRow({ booking, selection }: { booking: TBookingRow; selection?: Selection }) {
  const { t, i18n } = useTranslation('bookings')
  const price = usePrice()
  const when = (iso: string) =>
    formatWall(iso, i18n.language, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  return (
    <Card as="li" className="relative flex gap-4 p-4 has-[a:focus-visible]:focus-ring">
      {selection && (
        // Above the card's link, so that ticking does not open the booking.
        <label className="relative z-10 -m-2 flex size-11 shrink-0 cursor-pointer items-center justify-center self-start">
          <input
            type="checkbox"
            checked={selection.checked}
            onChange={(e) => selection.onChange(e.target.checked)}
            className="size-5 accent-primary"
          />
          <span className="sr-only">{t('staff.select', { reference: booking.reference })}</span>
        </label>
      )}
      <div className="hidden h-[80px] w-[120px] shrink-0 items-center justify-center overflow-hidden rounded-lg bg-page desk:flex">
        {booking.car.image ? (
          <img src={booking.car.image} alt="" width={120} height={80} loading="lazy" className="h-full w-full object-contain" />
        ) : (
          <CarFront aria-hidden className="size-10 text-line" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold">
            {/* The whole card opens the booking; the link's name is the car and the reference. */}
            <Link to={`/booking?b=${booking._id}`} className="focus-ring-none after:absolute after:inset-0">
              {booking.car.name} <span className="whitespace-nowrap font-mono text-sm font-normal text-muted">{booking.reference}</span>
            </Link>
          </h2>
          <StatusBadge status={booking.status} />
        </div>
        <p className="text-sm">
          {booking.supplier.fullName} ·{' '}
          {booking.dropoff._id === booking.pickup._id ? (
            booking.pickup.name
          ) : (
            <FromTo from={booking.pickup.name} to={booking.dropoff.name} kind="place" />
          )}
        </p>
        <p className="text-sm text-muted">
          {when(booking.from)} – {when(booking.to)} · {t('days', { count: booking.days })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold tabular-nums">{price(booking.totalPrice)}</p>
          {/* Who has checked in online (issue 45): the desk knows whose licence it has. */}
          {booking.checkedInAt && (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800">
              <IdCard aria-hidden className="size-4" />
              {t('checkIn.checkedIn')}
            </span>
          )}
          {booking.cancelRequest && (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-red-800">
              <MessageSquareWarning aria-hidden className="size-4" />
              {t('cancelRequested')}
            </span>
          )}
        </div>
      </div>
    </Card>
  )
}

export function BookingRowSkeleton() {
  return (
    <Card as="li" aria-hidden className="flex gap-4 p-4">
      <Skeleton className="hidden h-[80px] w-[120px] rounded-lg desk:block" />
      <SkeletonText className="flex-1" />
    </Card>
  )
}
