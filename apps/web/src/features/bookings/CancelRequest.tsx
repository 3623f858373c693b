import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { cancelRequestProblem } from '@wheelbase/core/bookingRules'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { useAction } from '../../lib/useAction'
import { Button } from '../../components/ui/Button'
import { deadlineWords } from '@wheelbase/core/cancellation'
import { usePrice } from '../../lib/usePrice'

/**
 * The driver's "Request cancellation" (spec §2), offered only where core's rule allows it: pay
 * later freely, paid with the cancellation option, never once reserved. It asks first.
 */
export function CancelRequest({ booking, send: sendRequest }: { booking: TBookingDetail; send: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation(['bookings', 'messages'])
  const price = usePrice()
  // The dialog's text while it is open: what cancelling costs at the moment the driver asks.
  const [asking, setAsking] = useState<string | null>(null)
  const { busy, run } = useAction()
  const problem = cancelRequestProblem({ ...booking, cancellation: booking.options.includes('cancellation') })
  if (problem === 'notActive' || problem === 'alreadyRequested') return null
  if (problem) return <p className="text-sm text-muted">{t(`cancel.${problem}`)}</p>
  // What cancelling costs now under the booking's terms: free until the deadline, the fee after it.
  const ask = () => {
    const terms = booking.cancellation
    if (!terms) return setAsking(t('cancel.confirmText'))
    const when = t('cancel.when', { date: deadlineWords(new Date(terms.deadline), terms.timeZone, i18n.language), place: booking.pickup.name })
    const free = Date.now() <= new Date(terms.deadline).getTime()
    const cost = free ? t('cancel.freeNow', { when }) : t('cancel.feeNow', { when, fee: price(terms.feeAfterCents) })
    setAsking(`${t('cancel.confirmText')} ${cost}`)
  }
  const send = () => {
    setAsking(null)
    return run(sendRequest, t('cancel.done'))
  }
  return (
    <>
      <Button type="button" disabled={busy} onClick={ask} variant="dangerOutline" className="self-start">
        {t('cancel.action')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={t('cancel.confirmTitle')}
        text={asking ?? ''}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onCancel={() => setAsking(null)}
        onConfirm={() => void send()}
      />
    </>
  )
}
