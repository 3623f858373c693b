import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { holdsCar } from '@wheelbase/core/bookingRules'
import type { TBookingRow } from '@wheelbase/core/schemas/bookings'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { toastFailure } from '../../../lib/api/failure'
import { toast } from '../../../lib/toast'
import { StatusUpdate } from './StatusUpdate'
import { useDeleteBookings } from '../api'
import { Button } from '../../../components/ui/Button'
import { Card } from '../../../components/ui/Card'

type Props = { items: TBookingRow[]; selected: ReadonlySet<string>; onSelect: (ids: ReadonlySet<string>) => void }

/**
 * Staff's tools over the loaded rows: select one, several or all, then update their status or
 * delete them. Deleting asks first, and is offered only for bookings that no longer hold a car
 * (core holdsCar); the server checks the same and deletes all or none.
 */
export function SelectionBar({ items, selected, onSelect }: Props) {
  const { t } = useTranslation(['bookings', 'messages'])
  const deletion = useDeleteBookings()
  const [confirming, setConfirming] = useState(false)
  const chosen = items.filter((b) => selected.has(b._id))
  const holding = chosen.filter((b) => holdsCar(b, new Date()))
  const all = items.length > 0 && chosen.length === items.length
  const remove = async () => {
    setConfirming(false)
    try {
      const { deleted } = await deletion.mutateAsync({ body: { ids: chosen.map((b) => b._id) } })
      toast.success(t('staff.deleted', { count: deleted }))
      onSelect(new Set())
    } catch (e) {
      toastFailure(e)
    }
  }
  return (
    <Card as="section" aria-label={t('staff.tools')} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = chosen.length > 0 && !all
            }}
            onChange={(e) => onSelect(new Set(e.target.checked ? items.map((b) => b._id) : []))}
            className="size-5 accent-primary"
          />
          {t('staff.selectAll', { count: items.length })}
        </label>
        <p aria-live="polite" className="text-sm text-muted">
          {t('staff.selected', { count: chosen.length })}
        </p>
      </div>
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <StatusUpdate ids={chosen.map((b) => b._id)} onDone={(result) => onSelect(new Set(result.refused.map((r) => r._id)))} />
          <div className="flex flex-col items-start gap-1">
            <Button
              type="button"
              disabled={holding.length > 0}
              aria-describedby={holding.length ? 'delete-holding' : undefined}
              onClick={() => setConfirming(true)}
              variant="dangerOutline"
              size="lg"
            >
              <Trash2 aria-hidden className="size-4" />
              {t('staff.delete')}
            </Button>
            {holding.length > 0 && (
              <p id="delete-holding" className="max-w-xs text-sm text-muted">
                {t('staff.holdsCar', { count: holding.length })}
              </p>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('staff.deleteTitle', { count: chosen.length })}
        text={t('staff.deleteText')}
        confirmLabel={t('staff.delete')}
        cancelLabel={t('staff.keep')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Card>
  )
}
