import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cancelRequestProblem } from '@wheelbase/core/bookingRules'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { useAction } from '../../lib/useAction'
import { Button } from '../../components/ui/Button'

/**
 * The driver's "Request cancellation" (spec §2), offered only where core's rule allows it: pay
 * later freely, paid with the cancellation option, never once reserved. It asks first.
 */
export function CancelRequest({ booking, send: sendRequest }: { booking: TBookingDetail; send: () => Promise<unknown> }) {
  const { t } = useTranslation(['bookings', 'messages'])
  const [asking, setAsking] = useState(false)
  const { busy, run } = useAction()
  const problem = cancelRequestProblem({ ...booking, cancellation: booking.options.includes('cancellation') })
  if (problem === 'notActive' || problem === 'alreadyRequested') return null
  if (problem) return <p className="text-sm text-muted">{t(`cancel.${problem}`)}</p>
  const send = () => {
    setAsking(false)
    return run(sendRequest, t('cancel.done'))
  }
  return (
    <>
      <Button type="button" disabled={busy} onClick={() => setAsking(true)} variant="dangerOutline" className="self-start">
        {t('cancel.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('cancel.confirmTitle')}
        text={t('cancel.confirmText')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void send()}
      />
    </>
  )
}
