import { useCallback, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { codeInput, TextField } from '../../../components/form/TextField'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useRequestManageLink } from '../api'
import { Button } from '../../../components/ui/Button'
import { CardSection } from '../../../components/ui/Card'

const REFERENCE = /^WB-[0-9A-F]{8}$/

/**
 * "Manage your booking" without an account: the reference and the email booked with; a link is
 * emailed when they match. The answer is the same either way, so it says "if a booking matches".
 */
export function ManageLinkForm() {
  const { t } = useTranslation(['bookings', 'messages'])
  const check = useCallback(
    ({ reference }: { reference: string; email: string }) =>
      REFERENCE.test(reference.trim().toUpperCase()) ? {} : { reference: t('manage.invalidReference') },
    [t],
  )
  const form = useLightForm({ reference: '', email: '' }, check)
  const [failure, setFailure] = useState('')
  const [sentTo, setSentTo] = useState('')
  const requestLink = useRequestManageLink()
  const submit = form.handleSubmit(
    async ({ reference, email }) => {
      setFailure('')
      await requestLink.mutateAsync({ body: { reference: reference.trim().toUpperCase(), email: email.trim() } })
      setSentTo(email.trim())
    },
    { show: setFailure },
  )
  return (
    <CardSection id="manage-title" title={t('manage.title')} lead={t('manage.lead')} main className="mt-6 p-6">
      {sentTo ? (
        <p role="status" className="rounded-xl bg-focused p-4 font-semibold">
          {t('manage.sent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 desk:grid-cols-2">
          <TextField
            id="manage-reference"
            label={t('manage.reference')}
            hint={t('manage.referenceHint')}
            {...codeInput}
            required
            error={form.errors.reference}
            {...form.field('reference')}
          />
          <TextField id="manage-email" label={t('manage.email')} type="email" autoComplete="email" required {...form.field('email')} />
          {failure && (
            <p role="alert" className="font-semibold text-red-800 desk:col-span-2">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" busy={form.submitting} className="justify-self-start">
            {t('manage.submit')}
          </Button>
        </form>
      )}
    </CardSection>
  )
}
