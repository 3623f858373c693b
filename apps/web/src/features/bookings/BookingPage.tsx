import { CircleAlert } from 'lucide-react'
import { useTranslation } from '../../i18n/useTranslation'
import { useSearchParams } from 'react-router'
import { rentalOver } from '@wheelbase/core/bookingRules'
import { nextStatuses } from '@wheelbase/core/bookingStatus'
import { bookingVoucher } from '@wheelbase/core/contracts/bookings'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import { urlOf } from '../../lib/api/client'
import type { TStoredUser } from '../../lib/localStore'
import { lazy, Suspense } from 'react'
import { useBooking, useCheckIn, useCreateReview, useRequestCancel } from './api'
import { checkInOpen } from '@wheelbase/core/bookingRules'
import { Amend } from './amend/Amend'
import { BookingView, card } from './BookingView'
import { CancelRequest } from './CancelRequest'
import { Review } from './review/Review'
import { ManageLinkForm } from './guest/ManageLinkForm'
import { CancelDecision } from './staff/CancelDecision'
import { ChannelAmend } from './staff/ChannelAmend'
import { StatusUpdate } from './staff/StatusUpdate'
import { LinkButton } from '../../components/ui/Button'
import { refused } from '../../lib/api/failure'

// Online check-in (issue 45): the driver's form and staff's view of it, each loaded when shown.
const CheckIn = lazy(() => import('./checkIn/CheckIn'))
const CheckInDetails = lazy(() => import('./checkIn/CheckInDetails'))

/** What the signed-in reader may do: the driver changes or asks to cancel; staff answer and set statuses. */
function Actions({ booking, user }: { booking: TBookingDetail; user: TStoredUser }) {
  const { t } = useTranslation('bookings')
  const cancel = useRequestCancel()
  const review = useCreateReview()
  const checkIn = useCheckIn()
  if (user.type === 'user')
    return (
      <>
        <Review booking={booking} send={(body) => review.mutateAsync({ params: { id: booking._id }, body })} />
        {checkInOpen(booking) && (
          <Suspense fallback={null}>
            <CheckIn booking={booking} send={(body) => checkIn.mutateAsync({ params: { id: booking._id }, body })} />
          </Suspense>
        )}
        {/* A rental that is over is neither changed nor cancelled: nothing to say of either. */}
        {!rentalOver(booking) && (
          <>
            <Amend booking={booking} />
            {booking.cancelRequest && <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">{t('cancelRequested')}</p>}
            <CancelRequest booking={booking} send={() => cancel.mutateAsync({ params: { id: booking._id } })} />
          </>
        )}
      </>
    )
  return (
    <>
      <Review booking={booking} />
      {!booking.channel && (booking.checkedInAt || checkInOpen(booking)) && (
        <Suspense fallback={null}>
          <CheckInDetails booking={booking} />
        </Suspense>
      )}
      {booking.channel && !rentalOver(booking) && <ChannelAmend booking={booking} user={user} />}
      {booking.cancelRequest && <CancelDecision booking={booking} />}
      {nextStatuses(booking.status).length > 0 && <StatusUpdate ids={[booking._id]} />}
    </>
  )
}

function BookingById({ id, user }: { id: string; user: TStoredUser }) {
  const { t } = useTranslation('bookings')
  const query = useBooking(id)
  if (query.isPending) return <PageShell title={t('detailTitle')} loading={t('loading')} />
  if (query.isError)
    return (
      <PageShell title={t('detailTitle')}>
        <div role="alert" className={`${card} flex flex-col items-start gap-4`}>
          <p className="flex items-center gap-3 font-semibold">
            <CircleAlert aria-hidden className="size-6 text-red-700" />
            {refused(query.error, 404) ? t('notFound') : t('loadError')}
          </p>
          <LinkButton to="/bookings">{t('allBookings')}</LinkButton>
        </div>
      </PageShell>
    )
  return (
    <PageShell title={t('detailTitle')} wide>
      <BookingView booking={query.data} voucherHref={(lang) => urlOf(bookingVoucher, { params: { id: query.data._id }, query: { lang } })}>
        <Actions booking={query.data} user={user} />
      </BookingView>
    </PageShell>
  )
}

/** /booking?b=ID: one booking the caller may see (else "not found"), its price, options and history. */
export default function BookingPage() {
  const { t } = useTranslation('bookings')
  const [params] = useSearchParams()
  return (
    <RequireSession title={t('detailTitle')} signedOut={<ManageLinkForm />}>
      {(user) => <BookingById id={params.get('b') ?? ''} user={user} />}
    </RequireSession>
  )
}
