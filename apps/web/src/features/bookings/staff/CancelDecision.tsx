import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { useAction } from '../../../lib/useAction'
import { useDecideCancel } from '../api'
import { Button } from '../../../components/ui/Button'

/**
 * Staff's answer to a driver's cancel request: cancel the booking (a payment made online goes back
 * to the card; asked first), or decline, which keeps the booking and tells the driver.
 */
export function CancelDecision({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation(['bookings', 'messages'])
  const decision = useDecideCancel()
  const [confirming, setConfirming] = useState(false)
  const { busy, run } = useAction()
  const decide = (accept: boolean) => {
    setConfirming(false)
    return run(() => decision.mutateAsync({ params: { id: booking._id }, body: { accept } }), t(accept ? 'decision.accepted' : 'decision.declined'))
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-red-50 p-4">
      <p className="font-semibold text-red-900">{t('decision.asked')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={busy} onClick={() => setConfirming(true)} variant="danger">
          {t('decision.accept')}
        </Button>
        <Button type="button" disabled={busy} onClick={() => void decide(false)} variant="secondary" className="bg-white">
          {t('decision.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('decision.confirmTitle')}
        text={booking.payLater ? t('decision.confirmText') : t('decision.confirmTextRefund')}
        confirmLabel={t('decision.accept')}
        cancelLabel={t('decision.keep')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void decide(true)}
      />
    </div>
  )
}
