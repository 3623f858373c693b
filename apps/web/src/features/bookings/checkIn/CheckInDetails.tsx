import { useTranslation } from '../../../i18n/useTranslation'
import { getCheckIn } from '@wheelbase/core/contracts/bookings'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { useCall } from '../../../lib/api/calls'
import { formatDate } from '../../../lib/intl'

/**
 * The licence the driver gave at check-in, for the booking's supplier and the admins (the server
 * answers nobody else), until it is erased after drop-off; before, "not checked in yet".
 */
export default function CheckInDetails({ booking }: { booking: TBookingDetail }) {
  const { t, i18n } = useTranslation('bookings')
  const details = useCall(getCheckIn, booking.checkedInAt ? { params: { id: booking._id } } : null, { retry: false })
  const day = (iso: string) => formatDate(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }, new Date(`${iso}T00:00:00Z`))
  const country = (code: string) => new Intl.DisplayNames(i18n.language, { type: 'region' }).of(code) ?? code
  return (
    <section aria-labelledby="check-in-details" className="flex flex-col gap-2 rounded-xl border border-line p-4">
      <h3 id="check-in-details" className="text-lg font-bold">
        {t('checkIn.title')}
      </h3>
      {!booking.checkedInAt ? (
        <p className="text-sm">{t('checkIn.notYet')}</p>
      ) : details.data ? (
        <dl className="grid grid-cols-1 gap-1 text-sm desk:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="text-muted">{t('checkIn.licenceNumber')}</dt>
          <dd className="font-mono font-semibold" dir="ltr">
            {details.data.licenceNumber}
          </dd>
          <dt className="text-muted">{t('checkIn.country')}</dt>
          <dd>{country(details.data.country)}</dd>
          <dt className="text-muted">{t('checkIn.issued')}</dt>
          <dd>{day(details.data.issued)}</dd>
          <dt className="text-muted">{t('checkIn.permit')}</dt>
          <dd>{details.data.permit ? t('checkIn.yes') : t('checkIn.no')}</dd>
        </dl>
      ) : (
        <p className="text-sm">{details.isError ? t('checkIn.erased') : t('loading')}</p>
      )}
    </section>
  )
}
