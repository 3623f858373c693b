import { useTranslation } from '../../i18n/useTranslation'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'

const TONES: Record<TBookingStatus, string> = {
  void: 'bg-focused text-primary',
  pending: 'bg-amber-100 text-amber-950',
  deposit: 'bg-sky-100 text-sky-950',
  paid: 'bg-green-100 text-green-950',
  reserved: 'bg-green-700 text-white',
  cancelled: 'bg-red-100 text-red-950',
}

/** A booking's status with the spec's label (Void, Pending, Deposit, Paid, Reserved, Cancelled). */
export function StatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation('bookings')
  return <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${TONES[status]}`}>{t(`status.${status}`)}</span>
}
