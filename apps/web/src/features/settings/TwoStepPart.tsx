import { useState } from 'react'
import type { TSignInMethods, TTotpSetup } from '@wheelbase/core/schemas/signInMethods'
import { FormAlert } from '../../components/form/FormAlert'
import { SwitchField } from '../../components/form/SwitchField'
import { TextField } from '../../components/form/TextField'
import { RecoveryCodes } from '../../components/RecoveryCodes'
import { TotpSetupView } from '../../components/TotpSetupView'
import { Button } from '../../components/ui/Button'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { ModalDialog } from '../../components/ui/ModalDialog'
import { failureText } from '../../lib/api/failure'
import { toast } from '../../lib/toast'
import { useAction } from '../../lib/useAction'
import { useConfirmTotp, useNewRecoveryCodes, useRemoveTotp, useSetSecondStep, useSetupTotp } from './api'
import { useSecurityTexts } from '../../lib/securityTexts'

const codeProps = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, dir: 'ltr' } as const

/** A code from the app, asked in a dialog: to confirm a new app, or to remove it. */
function CodeDialog(props: {
  title: string
  text: string
  setup?: TTotpSetup
  busy: boolean
  onCode: (code: string) => Promise<void>
  onClose: () => void
}) {
  const { t } = useSecurityTexts()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return setProblem(t('messages:validation.fillField'))
    try {
      await props.onCode(code)
    } catch (e) {
      setProblem(failureText(e))
    }
  }
  return (
    <ModalDialog open wide title={props.title} text={props.text} onCancel={props.onClose}>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        {props.setup && <TotpSetupView setup={props.setup} />}
        <TextField label={t('secondStep.codeLabel')} required value={code} onChange={(e) => setCode(e.target.value)} {...codeProps} />
        <FormAlert message={problem} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={props.onClose}>
            {t('twoStep.cancel')}
          </Button>
          <Button type="submit" busy={props.busy}>
            {t('twoStep.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

/**
 * Staff's second step in settings (record 0138): the authenticator app set up or removed, the
 * recovery codes left and a new set, and a supplier's own switch (unless admins require it).
 */
export function TwoStepPart({ methods, isAdmin }: { methods: TSignInMethods; isAdmin: boolean }) {
  const { t } = useSecurityTexts()
  const [setup, setSetup] = useState<TTotpSetup | null>(null)
  const [removingApp, setRemovingApp] = useState(false)
  const [askingCodes, setAskingCodes] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const startSetup = useSetupTotp()
  const confirm = useConfirmTotp()
  const removeApp = useRemoveTotp()
  const newCodes = useNewRecoveryCodes()
  const setOn = useSetSecondStep()
  const { busy, run } = useAction()
  const { secondStep } = methods
  const holdsOne = methods.totp || methods.passkeys.length > 0
  const lead = isAdmin ? t('twoStep.leadAdmin') : secondStep.required ? t('twoStep.leadRequired') : t('twoStep.leadOptional')

  return (
    <section aria-labelledby="two-step-heading" className="flex flex-col gap-4">
      <h3 id="two-step-heading" className="text-lg font-semibold">
        {t('twoStep.title')}
      </h3>
      <p className="text-muted">{lead}</p>
      {!isAdmin && !secondStep.required && (
        <SwitchField
          label={t('twoStep.toggle')}
          hint={holdsOne ? undefined : t('twoStep.toggleHint')}
          checked={secondStep.on}
          disabled={busy || (!holdsOne && !secondStep.on)}
          onChange={(on) => void run(() => setOn.mutateAsync({ body: { on } }), t(on ? 'twoStep.turnedOn' : 'twoStep.turnedOff'))}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">{t('twoStep.app')}</p>
          <p className="text-sm text-muted">{methods.totp ? t('twoStep.appOn') : t('twoStep.appOff')}</p>
        </div>
        {methods.totp ? (
          <Button variant="dangerOutline" size="sm" onClick={() => setRemovingApp(true)}>
            {t('twoStep.removeApp')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            busy={startSetup.isPending}
            onClick={() => void run(async () => setSetup(await startSetup.mutateAsync({})), '')}
          >
            {t('twoStep.setUp')}
          </Button>
        )}
      </div>
      {holdsOne && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{t('twoStep.codesLeft', { count: methods.recoveryCodesLeft })}</p>
          <Button variant="secondary" size="sm" onClick={() => setAskingCodes(true)}>
            {t('twoStep.newCodes')}
          </Button>
        </div>
      )}
      {setup && (
        <CodeDialog
          title={t('twoStep.setUp')}
          text={t('twoStep.setUpLead')}
          setup={setup}
          busy={confirm.isPending}
          onClose={() => setSetup(null)}
          onCode={async (code) => {
            const made = await confirm.mutateAsync({ body: { code } })
            setSetup(null)
            setCodes(made.codes)
            toast.success(t('twoStep.appAdded'))
          }}
        />
      )}
      {removingApp && (
        <CodeDialog
          title={t('twoStep.removeTitle')}
          text={t('twoStep.removeText')}
          busy={removeApp.isPending}
          onClose={() => setRemovingApp(false)}
          onCode={async (code) => {
            await removeApp.mutateAsync({ body: { code } })
            setRemovingApp(false)
            toast.success(t('twoStep.removed'))
          }}
        />
      )}
      <ConfirmDialog
        open={askingCodes}
        title={t('twoStep.newCodesTitle')}
        text={t('twoStep.newCodesText')}
        confirmLabel={t('twoStep.newCodesConfirm')}
        cancelLabel={t('twoStep.cancel')}
        onCancel={() => setAskingCodes(false)}
        onConfirm={() => {
          setAskingCodes(false)
          void run(async () => setCodes((await newCodes.mutateAsync({})).codes), '')
        }}
      />
      {codes && (
        <ModalDialog open wide title={t('recoveryCodes.title')} text={t('recoveryCodes.lead')} onCancel={() => setCodes(null)}>
          <div className="mt-2 flex flex-col gap-4">
            <RecoveryCodes codes={codes} headless />
            <Button onClick={() => setCodes(null)}>{t('twoStep.done')}</Button>
          </div>
        </ModalDialog>
      )}
    </section>
  )
}
