import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { STAFF_STATUSES } from '@wheelbase/core/bookingRules'
import type { TStatusUpdateResult } from '@wheelbase/core/schemas/bookings'
import { fieldClass } from '../../../components/form/TextField'
import { toast } from '../../../lib/toast'
import { useUpdateBookingStatus } from '../api'
import { Button } from '../../../components/ui/Button'
import { useLightForm } from '../../../lib/form/useLightForm'

type TStaffStatus = (typeof STAFF_STATUSES)[number]
/** Every status offered is one staff may set: nothing to check before the server's word. */
const noCheck = () => ({})

const refusalKey = (reason: string) => `bookingMessages:bookings.refused${reason[0]?.toUpperCase()}${reason.slice(1)}`

/** The bookings a status update left as they were, each with its reason: stays until dismissed or replaced. */
function Refusals({ refused, onDismiss }: { refused: TStatusUpdateResult['refused']; onDismiss: () => void }) {
  const { t } = useTranslation(['bookings', 'messages', 'bookingMessages'])
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('staff.refusedTitle', { count: refused.length })}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
        {refused.map((r) => (
          <li key={r._id}>
            <span className="whitespace-nowrap font-mono font-semibold">{r.reference}</span>: {t(refusalKey(r.reason))}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss} className="min-h-11 self-start rounded-full px-3 font-semibold underline">
        {t('staff.dismiss')}
      </button>
    </div>
  )
}

/**
 * Staff's "Update status" for one booking or a selection: the statuses staff may set, then the
 * server's verdict per booking (core statusChangeProblem): the changed ones are announced, the
 * refused ones listed with their reasons.
 */
export function StatusUpdate({ ids, onDone }: { ids: string[]; onDone?: (result: TStatusUpdateResult) => void }) {
  const { t } = useTranslation(['bookings', 'messages', 'bookingMessages'])
  const id = useId()
  const update = useUpdateBookingStatus()
  const form = useLightForm<{ status: TStaffStatus }>({ status: 'reserved' }, noCheck)
  const [refused, setRefused] = useState<TStatusUpdateResult['refused']>([])
  const submit = form.handleSubmit(async ({ status }) => {
    const result = await update.mutateAsync({ body: { ids, status } })
    setRefused(result.refused)
    if (result.updated.length) toast.success(t('staff.updated', { count: result.updated.length }))
    onDone?.(result)
  })
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('staff.newStatus')}
          </label>
          <select id={id} value={form.values.status} onChange={(e) => form.set('status', e.target.value)} className={`${fieldClass} min-w-40`}>
            {STAFF_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" disabled={form.submitting || !ids.length}>
          {t('staff.apply')}
        </Button>
      </form>
      {refused.length > 0 && <Refusals refused={refused} onDismiss={() => setRefused([])} />}
    </div>
  )
}
