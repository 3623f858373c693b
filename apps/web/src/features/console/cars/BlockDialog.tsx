import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { BLOCK_LIMITS, BLOCK_REASONS, type TBlockReason } from '@wheelbase/core/enums'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { Button } from '../../../components/ui/Button'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { useCreateBlocks, useUpdateBlock } from '../api'
import { daysOn, daysPeriod } from './calendarDays'

type TBlockForm = { firstDay: string; lastDay: string; reason: TBlockReason; note: string }

type Props = {
  car: { _id: string; name: string; timeZone: string }
  /** The block to change, or the first day of a new one. */
  block: TBlock | null
  firstDay: string
  onClose: () => void
}

/**
 * Takes a car out of sale for whole days on its clock, with a reason and a note, or changes such a
 * block: the browser's modal dialog (ModalDialog), open while mounted. A period that meets a booking
 * or another block is refused by the server with a message naming it, shown in the dialog.
 */
export function BlockDialog({ car, block, firstDay, onClose }: Props) {
  const { t } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const create = useCreateBlocks()
  const update = useUpdateBlock()
  const [refusal, setRefusal] = useState<string | null>(null)
  const days = block ? daysOn(block) : { first: firstDay, last: firstDay }
  const form = useLightForm<TBlockForm>(
    { firstDay: days.first, lastDay: days.last, reason: block?.reason ?? 'service', note: block?.note ?? '' },
    (values) => ({
      ...(values.firstDay ? {} : { firstDay: 'validation.fillField' }),
      ...(!values.lastDay ? { lastDay: 'validation.fillField' } : values.lastDay < values.firstDay ? { lastDay: t('blocks.lastBeforeFirst') } : {}),
    }),
  )
  const labels = { firstDay: t('blocks.firstDay'), lastDay: t('blocks.lastDay'), reason: t('blocks.reason'), note: t('blocks.note') }
  const error = (path: keyof TBlockForm) => fieldErrorText(t, form.errors[path], () => labels[path], settings.minimumAge)
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefusal(null)
      const period = daysPeriod(values.firstDay, values.lastDay, car.timeZone)
      const fields = { ...period, reason: values.reason, note: values.note || null }
      if (block) await update.mutateAsync({ params: { id: block._id }, body: fields })
      else await create.mutateAsync({ body: { cars: [car._id], ...fields } })
      toast.success(block ? t('blocks.changed', { car: car.name }) : t('blocks.created', { car: car.name }))
      onClose()
    },
    { pathOf: (path) => (path === 'from' ? 'firstDay' : path === 'to' ? 'lastDay' : path), show: setRefusal },
  )
  return (
    <ModalDialog
      open
      wide
      title={block ? t('blocks.editTitle', { car: car.name }) : t('blocks.addTitle', { car: car.name })}
      text={t('blocks.text', { timeZone: car.timeZone })}
      onCancel={onClose}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4">
        {refusal && <FormAlert message={refusal} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField type="date" label={labels.firstDay} required error={error('firstDay')} {...form.field('firstDay')} />
          <TextField type="date" label={labels.lastDay} required min={form.values.firstDay} error={error('lastDay')} {...form.field('lastDay')} />
        </div>
        <SelectField
          label={labels.reason}
          required
          options={BLOCK_REASONS.map((reason) => ({ value: reason, label: t(`blocks.reasons.${reason}`) }))}
          error={error('reason')}
          {...form.select('reason')}
        />
        <TextField label={labels.note} maxLength={BLOCK_LIMITS.note} error={error('note')} {...form.field('note')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('blocks.cancel')}
          </Button>
          <Button type="submit" busy={form.submitting}>
            {block ? t('blocks.saveChange') : t('blocks.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
