import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/useTranslation'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { fieldErrorText } from '../../components/form/fieldError'
import { TextField } from '../../components/form/TextField'
import { Button } from '../../components/ui/Button'
import { CardSection } from '../../components/ui/Card'
import { ModalDialog } from '../../components/ui/ModalDialog'
import { forgetSessionHere } from '../../lib/api/account'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useSession } from '../../lib/session'
import { useSettings } from '../../lib/settings'
import { toast } from '../../lib/toast'
import { useDeleteAccount, useHasPassword } from './api'

const withPassword = schemaCheck(z.object({ password: z.string().min(1, { error: 'validation.fillField' }) }))
const withoutPassword = schemaCheck(z.object({ password: z.string() }))

/** The question, in a modal dialog: the password (or a recent sign-in), then "Delete for good". */
function DeleteDialog({ userId, onCancel }: { userId: string; onCancel: () => void }) {
  const { t } = useTranslation(['account', 'messages'])
  const settings = useSettings()
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const hasPassword = useHasPassword(userId)
  const remove = useDeleteAccount()
  const [problem, setProblem] = useState<string | null>(null)
  const needsPassword = hasPassword.data?.hasPassword !== false
  const form = useLightForm({ password: '' }, needsPassword ? withPassword : withoutPassword)
  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      setProblem(null)
      await remove.mutateAsync({ body: needsPassword ? { password } : {} })
      // The server ended every session: this browser forgets the account too, and says so.
      await forgetSessionHere()
      session.setUser(null)
      queryClient.clear()
      toast.success(t('deleteAccount.deleted'))
      await navigate('/')
    },
    { at: { wrong_password: 'password' }, show: setProblem },
  )
  return (
    <ModalDialog open title={t('deleteAccount.dialogTitle')} text={t('deleteAccount.dialogText')} onCancel={onCancel}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4">
        {hasPassword.isPending ? (
          <p role="status">{t('common:loading')}</p>
        ) : needsPassword ? (
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrorText(t, form.errors.password, () => t('fields.password'), settings.minimumAge)}
            {...form.field('password')}
          />
        ) : (
          <p>{t('deleteAccount.noPassword')}</p>
        )}
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('deleteAccount.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={form.submitting} disabled={hasPassword.isPending}>
            {t('deleteAccount.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

/**
 * Settings' last section (issue 46, record 0136): what deleting the account keeps and erases, and
 * the button that asks first.
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account')
  const [asking, setAsking] = useState(false)
  // Asked now, so that the dialog opens on the password field, ready.
  useHasPassword(userId)
  const facts = t('deleteAccount.facts', { returnObjects: true }) as string[]
  return (
    <CardSection id="delete-account-heading" title={t('deleteAccount.title')} lead={t('deleteAccount.lead')} main className="p-6 desk:p-8">
      <ul className="list-disc space-y-1 ps-5">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className="mt-6">
        <Button variant="dangerOutline" onClick={() => setAsking(true)}>
          {t('deleteAccount.open')}
        </Button>
      </p>
      {asking && <DeleteDialog userId={userId} onCancel={() => setAsking(false)} />}
    </CardSection>
  )
}
