import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { useNavigate, useSearchParams } from 'react-router'
import { rentalOver } from '@wheelbase/core/bookingRules'
import { guestVoucher } from '@wheelbase/core/contracts/guestBooking'
import { PageShell } from '../../../components/PageShell'
import { urlOf } from '../../../lib/api/client'
import { useGuestBooking, useGuestCancelRequest, useGuestCheckIn, useGuestReview, useOpenManageLink } from '../api'
import { checkInOpen } from '@wheelbase/core/bookingRules'
import { BookingView } from '../BookingView'
import { CancelRequest } from '../CancelRequest'
import { Review } from '../review/Review'
import { ManageLinkForm } from './ManageLinkForm'
import { failureText, refused } from '../../../lib/api/failure'

// The driver's online check-in (issue 45), loaded when offered.
const CheckIn = lazy(() => import('../checkIn/CheckIn'))

/** Spends the emailed link once (a second render must not spend it again), then drops it from the address bar. */
function useOpenLink(): { opening: boolean; failed: string } {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const open = useOpenManageLink().mutateAsync
  const token = params.get('token')
  const spent = useRef(false)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    if (!token || spent.current) return
    spent.current = true
    open({ body: { token } })
      .catch((e: unknown) => setFailed(failureText(e)))
      .finally(() => void navigate('/booking/manage', { replace: true }))
  }, [token, navigate, open])
  return { opening: Boolean(token) && !failed, failed }
}

/**
 * /booking/manage: the booking opened from an emailed link (no account needed), with the driver's
 * view, cancel request and voucher; without a valid link, the form to ask for one.
 */
export default function GuestBookingPage() {
  const { t } = useTranslation(['bookings', 'messages', 'bookingMessages'])
  const { opening, failed } = useOpenLink()
  const booking = useGuestBooking(!opening)
  const cancel = useGuestCancelRequest()
  const review = useGuestReview()
  const checkIn = useGuestCheckIn()
  if (opening || (booking.isPending && !failed))
    return (
      <PageShell title={t('manage.title')}>
        <p role="status">{t('manage.opening')}</p>
      </PageShell>
    )
  if (!booking.data)
    return (
      <PageShell title={t('manage.title')}>
        {(failed || (refused(booking.error) && !refused(booking.error, 401))) && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800">
            {failed ||
              // A suspended account is told so; any other refusal means the hour is over.
              (refused(booking.error, 'account_suspended') ? booking.error.message : t('bookingMessages:bookings.manageLinkInvalid'))}
          </p>
        )}
        <ManageLinkForm />
      </PageShell>
    )
  return (
    <PageShell title={t('detailTitle')} lead={t('manage.guestNote')} wide>
      <BookingView booking={booking.data} voucherHref={(lang) => urlOf(guestVoucher, { query: { lang } })}>
        <Review booking={booking.data} send={(body) => review.mutateAsync({ body })} />
        {checkInOpen(booking.data) && (
          <Suspense fallback={null}>
            <CheckIn booking={booking.data} send={(body) => checkIn.mutateAsync({ body })} />
          </Suspense>
        )}
        {booking.data.cancelRequest && <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">{t('cancelRequested')}</p>}
        {!rentalOver(booking.data) && <CancelRequest booking={booking.data} send={() => cancel.mutateAsync({})} />}
      </BookingView>
    </PageShell>
  )
}
