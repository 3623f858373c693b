import { useEffect, useState } from 'react'
import type { TUser } from '@wheelbase/core/schemas/auth'
import type { TSecondStepDue, TSecondStepMethod, TTotpSetup } from '@wheelbase/core/schemas/signInMethods'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, codeInput } from '../../components/form/TextField'
import { RecoveryCodes } from '../../components/RecoveryCodes'
import { TotpSetupView } from '../../components/TotpSetupView'
import { Button } from '../../components/ui/Button'
import { AuthCard } from './AuthCard'
import { failureText, refused } from '../../lib/api/failure'
import { passkeyDismissed, presentPasskey } from '../../lib/passkeys'
import { useSecondStep, useSecondStepPasskeyOptions, useSecondStepTotpSetup } from './api'
import { useSecurityTexts } from '../../lib/securityTexts'

type Props = {
  due: TSecondStepDue['secondStep']
  /** The account, signed in: the page goes on as after a one-step sign-in. */
  onDone: (user: TUser) => Promise<void>
  /** The first step expired (5 minutes) or the person wants to start again. */
  onRestart: (message?: string) => void
}

const linkClass = 'inline-flex min-h-11 items-center underline'

/**
 * The second step of a staff sign-in (record 0138): a code from the authenticator app, the
 * account's passkey, or a recovery code; or, for staff who must confirm and hold none yet, setting
 * up the app right here, with the recovery codes shown once at the end. Its own card: its texts
 * (the `security` namespace) load only when a second step is due.
 */
export function SecondStepForm({ due, onDone, onRestart }: Props) {
  const { t } = useSecurityTexts()
  const [method, setMethod] = useState<TSecondStepMethod>(due.methods[0] ?? 'totp')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [setup, setSetup] = useState<TTotpSetup | null>(null)
  const [enrolled, setEnrolled] = useState<{ user: TUser; codes: string[] } | null>(null)
  const secondStep = useSecondStep()
  const passkeyOptions = useSecondStepPasskeyOptions()
  const totpSetup = useSecondStepTotpSetup()
  const { mutateAsync: startSetup } = totpSetup

  const failed = (e: unknown) => {
    if (refused(e, 'sign_in_expired')) onRestart(failureText(e))
    else setProblem(failureText(e))
  }

  useEffect(() => {
    if (!due.enrol) return
    startSetup({}).then(setSetup, failed)
    // Once, when the enrolment opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due.enrol])

  const attempt = async (work: () => Promise<void>) => {
    setProblem(null)
    setBusy(true)
    try {
      await work()
    } catch (e) {
      if (!passkeyDismissed(e)) failed(e)
    } finally {
      setBusy(false)
    }
  }

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setProblem(t('messages:validation.fillField'))
      return
    }
    void attempt(async () => {
      const answer = await secondStep.mutateAsync({ body: { method: method === 'recovery' ? 'recovery' : 'totp', code } })
      setCode('')
      const { recoveryCodes, ...user } = answer
      if (recoveryCodes) setEnrolled({ user, codes: recoveryCodes })
      else await onDone(user)
    })
  }

  const withPasskey = () =>
    attempt(async () => {
      const ceremony = await passkeyOptions.mutateAsync({})
      const credential = await presentPasskey(ceremony)
      const { recoveryCodes: _none, ...user } = await secondStep.mutateAsync({
        body: { method: 'passkey', challengeId: ceremony.challengeId, credential },
      })
      await onDone(user)
    })

  const card = (body: React.ReactNode) => (
    <AuthCard title={t(due.enrol ? 'secondStep.enrolTitle' : 'secondStep.title')} lead={t('secondStep.lead')}>
      {body}
    </AuthCard>
  )

  if (enrolled)
    return card(
      <div className="flex flex-col gap-4">
        <RecoveryCodes codes={enrolled.codes} />
        <Button size="lg" onClick={() => void onDone(enrolled.user)}>
          {t('recoveryCodes.saved')}
        </Button>
      </div>,
    )

  const others = due.methods.filter((m) => m !== method)
  const codeField =
    method === 'recovery' ? (
      <TextField label={t('secondStep.recoveryLabel')} value={code} onChange={(e) => setCode(e.target.value)} required {...codeInput} />
    ) : (
      <TextField
        label={t('secondStep.codeLabel')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        dir="ltr"
      />
    )

  return card(
    <div className="flex flex-col gap-4">
      {due.enrol && <p>{t('secondStep.enrolLead')}</p>}
      {due.enrol && setup && <TotpSetupView setup={setup} />}
      <FormAlert message={problem} />
      {method === 'passkey' ? (
        <Button size="lg" busy={busy} onClick={() => void withPasskey()}>
          {t('secondStep.usePasskey')}
        </Button>
      ) : (
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-4">
          {codeField}
          <SubmitButton busy={busy}>{t('secondStep.confirm')}</SubmitButton>
        </form>
      )}
      <div className="flex flex-col items-start">
        {others.map((other) => (
          <button
            key={other}
            type="button"
            className={linkClass}
            onClick={() => {
              setProblem(null)
              setCode('')
              setMethod(other)
            }}
          >
            {t(`secondStep.switch.${other}`)}
          </button>
        ))}
        <button type="button" className={linkClass} onClick={() => onRestart()}>
          {t('secondStep.startOver')}
        </button>
      </div>
    </div>,
  )
}
