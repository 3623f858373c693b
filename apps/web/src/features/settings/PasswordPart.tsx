import { useState } from 'react'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField } from '../../components/form/TextField'
import { Button, LinkButton } from '../../components/ui/Button'
import { ModalDialog } from '../../components/ui/ModalDialog'
import { failureText } from '../../lib/api/failure'
import { toast } from '../../lib/toast'
import { useRemovePassword } from './api'
import { useSecurityTexts } from '../../lib/securityTexts'

function RemovePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useSecurityTexts()
  const remove = useRemovePassword()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!password) {
      setProblem(t('messages:validation.fillField'))
      return
    }
    try {
      await remove.mutateAsync({ body: { password } })
      toast.success(t('password.removed'))
      onClose()
    } catch (e) {
      setProblem(failureText(e))
    }
  }
  return (
    <ModalDialog open title={t('password.removeTitle')} text={t('password.removeText')} onCancel={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('account:fields.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert message={problem} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {t('password.remove')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

/** The password: changed, or removed once a passkey can sign in instead (record 0138). */
export function PasswordPart({ hasPassword, passkeys }: { hasPassword: boolean; passkeys: number }) {
  const { t } = useSecurityTexts()
  const [removing, setRemoving] = useState(false)
  return (
    <section aria-labelledby="password-heading" className="flex flex-col gap-3">
      <h3 id="password-heading" className="text-lg font-semibold">
        {t('password.title')}
      </h3>
      {hasPassword ? (
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/change-password" variant="secondary">
            {t('account:settings.changePasswordLink')}
          </LinkButton>
          {passkeys > 0 && (
            <Button variant="dangerOutline" onClick={() => setRemoving(true)}>
              {t('password.remove')}
            </Button>
          )}
        </div>
      ) : (
        <p>{t('password.none')}</p>
      )}
      {removing && <RemovePasswordDialog onClose={() => setRemoving(false)} />}
    </section>
  )
}
