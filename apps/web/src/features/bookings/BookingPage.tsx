import { CarFront, CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { SupplierBadge } from '../../components/car/CarSpecs'
import { PageShell } from '../../components/PageShell'
import { PriceBreakdown } from '../../components/price/PriceBreakdown'
import { RequireSession } from '../../components/RequireSession'
import { ApiError } from '../../lib/api/client'
import { usePrice } from '../../lib/usePrice'
import { formatWall } from '../../lib/wallClock'
import { useBooking } from './api'
import { CancelRequest } from './CancelRequest'
import type { TStoredUser } from '../../lib/localStore'
import { StatusBadge } from './StatusBadge'

const card = 'rounded-card bg-white p-5 shadow-card desk:p-6'

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 desk:grid-cols-[180px_1fr]">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Booking({ booking, user }: { booking: TBookingDetail; user: TStoredUser }) {
  const { t, i18n } = useTranslation(['bookings', 'checkout', 'search', 'account'])
  const price = usePrice()
  const when = (iso: string) =>
    formatWall(iso, i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  const at = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  // Names, addresses and numbers keep their own direction inside a right-to-left page.
  const person = (p: NonNullable<TBookingDetail['additionalDriver']>) => (
    <span className="flex flex-col">
      {[p.fullName, p.email, p.phone].filter(Boolean).map((part) => (
        <bdi key={part}>{part}</bdi>
      ))}
    </span>
  )
  return (
    <div className="grid items-start gap-5 desk:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex flex-col gap-5">
        <section aria-labelledby="booking-car" className={`${card} flex flex-col gap-4`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {t('reference')} <strong className="font-mono text-lg">{booking.reference}</strong>
            </p>
            <StatusBadge status={booking.status} />
          </div>
          <div className="flex gap-4">
            <div className="flex h-[100px] w-[150px] shrink-0 items-center justify-center overflow-hidden rounded-lg bg-page">
              {booking.car.image ? (
                <img src={booking.car.image} alt="" width={150} height={100} className="h-full w-full object-contain" />
              ) : (
                <CarFront aria-hidden className="size-12 text-line" />
              )}
            </div>
            <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
              <h2 id="booking-car" className="text-xl font-bold">
                {booking.car.name}
              </h2>
              <SupplierBadge supplier={booking.supplier} />
            </div>
          </div>
          <Facts
            rows={[
              [t('checkout:booking.pickup'), `${booking.pickup.name}, ${when(booking.from)}`],
              [t('checkout:booking.dropoff'), `${booking.dropoff.name}, ${when(booking.to)}`],
              [t('driver'), person(booking.driver)],
              ...(booking.additionalDriver ? [[t('checkout:additionalDriver.title'), person(booking.additionalDriver)] as [string, ReactNode]] : []),
              [t('optionsLabel'), booking.options.length ? booking.options.map((o) => t(`search:extras.${o}`)).join(', ') : t('noOptions')],
              [
                t('payment'),
                booking.payLater
                  ? t('checkout:payment.later')
                  : booking.card
                    ? t('paidByCard', { brand: booking.card.brand, last4: booking.card.last4 })
                    : t('checkout:payment.online'),
              ],
              [t('deposit'), price(booking.deposit)],
            ]}
          />
          {booking.cancelRequest && <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">{t('cancelRequested')}</p>}
          {user.type === 'user' && <CancelRequest booking={booking} />}
        </section>
        <section aria-labelledby="history-title" className={card}>
          <h2 id="history-title" className="mb-3 text-xl font-bold">
            {t('history.title')}
          </h2>
          <ol className="flex flex-col gap-2">
            {booking.history.map((h) => (
              <li key={`${h.at}-${h.to}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <time dateTime={h.at} className="text-sm text-muted">
                  {at(h.at)}
                </time>
                <StatusBadge status={h.to} />
                <span className="text-sm">{t(`history.by.${h.by}`)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <aside className={`${card} desk:sticky desk:top-20`}>
        <PriceBreakdown quote={{ days: booking.days, totalPrice: booking.totalPrice, lines: booking.lines }} />
      </aside>
    </div>
  )
}

function BookingById({ id, user }: { id: string; user: TStoredUser }) {
  const { t } = useTranslation('bookings')
  const query = useBooking(id)
  if (query.isPending)
    return (
      <PageShell title={t('detailTitle')}>
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      </PageShell>
    )
  if (query.isError)
    return (
      <PageShell title={t('detailTitle')}>
        <div role="alert" className={`${card} flex flex-col items-start gap-4`}>
          <p className="flex items-center gap-3 font-semibold">
            <CircleAlert aria-hidden className="size-6 text-red-700" />
            {query.error instanceof ApiError && query.error.status === 404 ? t('notFound') : t('loadError')}
          </p>
          <Link to="/bookings" className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-black">
            {t('allBookings')}
          </Link>
        </div>
      </PageShell>
    )
  return (
    <PageShell title={t('detailTitle')} wide>
      <Booking booking={query.data} user={user} />
    </PageShell>
  )
}

/** /booking?b=ID: one booking the caller may see (else "not found"), its price, options and history. */
export default function BookingPage() {
  const { t } = useTranslation('bookings')
  const [params] = useSearchParams()
  return <RequireSession title={t('detailTitle')}>{(user) => <BookingById id={params.get('b') ?? ''} user={user} />}</RequireSession>
}
