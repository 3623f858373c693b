import { useEffect, useState } from 'react'
import type { TPasskey } from '@wheelbase/core/schemas/signInMethods'
import { TextField } from '../../components/form/TextField'
import { FormAlert } from '../../components/form/FormAlert'
import { Button } from '../../components/ui/Button'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { ModalDialog } from '../../components/ui/ModalDialog'
import { failureText } from '../../lib/api/failure'
import { formatDate } from '../../lib/intl'
import { makePasskey, passkeyAlreadyHere, passkeyDismissed, passkeysSupported } from '../../lib/passkeys'
import { toast } from '../../lib/toast'
import { useAction } from '../../lib/useAction'
import { useAddPasskey, usePasskeyOptions, useRemovePasskey, useRenamePasskey } from './api'
import { useSecurityTexts } from '../../lib/securityTexts'

function RenameDialog({ passkey, onClose }: { passkey: TPasskey; onClose: () => void }) {
  const { t } = useSecurityTexts()
  const rename = useRenamePasskey()
  const [name, setName] = useState(passkey.name)
  const [problem, setProblem] = useState<string | null>(null)
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    try {
      await rename.mutateAsync({ params: { id: passkey._id }, body: { name } })
      toast.success(t('passkeys.renamed'))
      onClose()
    } catch (e) {
      setProblem(failureText(e))
    }
  }
  return (
    <ModalDialog open title={t('passkeys.renameTitle')} text={t('passkeys.renameText')} onCancel={onClose}>
      <form noValidate onSubmit={(e) => void save(e)} className="mt-4 flex flex-col gap-4">
        <TextField label={t('passkeys.nameLabel')} value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
        <FormAlert message={problem} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('passkeys.cancel')}
          </Button>
          <Button type="submit" busy={rename.isPending}>
            {t('passkeys.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: TPasskey; onRename: () => void; onRemove: () => void }) {
  const { t, i18n } = useSecurityTexts()
  const when = (iso: string) => formatDate(i18n.language, { dateStyle: 'medium' }, new Date(iso))
  const facts = [
    t('passkeys.addedOn', { date: when(passkey.createdAt) }),
    passkey.lastUsedAt ? t('passkeys.lastUsed', { date: when(passkey.lastUsedAt) }) : t('passkeys.neverUsed'),
    passkey.backedUp ? t('passkeys.synced') : null,
  ].filter(Boolean)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium break-words">
          <bdi>{passkey.name}</bdi>
        </p>
        <p className="text-sm text-muted">{facts.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-label={t('passkeys.renameNamed', { name: passkey.name })} onClick={onRename}>
          {t('passkeys.rename')}
        </Button>
        <Button variant="dangerOutline" size="sm" aria-label={t('passkeys.removeNamed', { name: passkey.name })} onClick={onRemove}>
          {t('passkeys.remove')}
        </Button>
      </div>
    </li>
  )
}

/** Settings' passkeys (record 0138): each with its name and use, renamed or removed; a new one made on this device. */
export function PasskeysPart({ passkeys }: { passkeys: TPasskey[] }) {
  const { t } = useSecurityTexts()
  const [supported, setSupported] = useState<boolean | null>(null)
  const [name, setName] = useState(() => t('passkeys.defaultName'))
  const [problem, setProblem] = useState<string | null>(null)
  const [renaming, setRenaming] = useState<TPasskey | null>(null)
  const [removing, setRemoving] = useState<TPasskey | null>(null)
  const options = usePasskeyOptions()
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const { run } = useAction()
  useEffect(() => {
    void passkeysSupported().then(setSupported)
  }, [])

  const addOne = async (event: React.FormEvent) => {
    event.preventDefault()
    setProblem(null)
    try {
      const ceremony = await options.mutateAsync({})
      const credential = await makePasskey(ceremony)
      await add.mutateAsync({ body: { challengeId: ceremony.challengeId, credential, name: name.trim() || t('passkeys.defaultName') } })
      toast.success(t('passkeys.added'))
    } catch (e) {
      setProblem(passkeyAlreadyHere(e) ? t('passkeys.alreadyHere') : passkeyDismissed(e) ? t('passkeys.dismissed') : failureText(e))
    }
  }

  return (
    <section aria-labelledby="passkeys-heading" className="flex flex-col gap-4">
      <h3 id="passkeys-heading" className="text-lg font-semibold">
        {t('passkeys.title')}
      </h3>
      <p className="text-muted">{t('passkeys.lead')}</p>
      {passkeys.length === 0 ? (
        <p>{t('passkeys.none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey._id} passkey={passkey} onRename={() => setRenaming(passkey)} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      {supported === false ? (
        <p>{t('passkeys.unsupported')}</p>
      ) : (
        <form noValidate onSubmit={(e) => void addOne(e)} className="flex flex-col gap-3">
          <TextField
            label={t('passkeys.nameLabel')}
            hint={t('passkeys.nameHint')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
          />
          <FormAlert message={problem} />
          <p>
            <Button type="submit" variant="secondary" busy={options.isPending || add.isPending} disabled={supported === null}>
              {t('passkeys.add')}
            </Button>
          </p>
        </form>
      )}
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.removeTitle')}
        text={t('passkeys.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('passkeys.remove')}
        cancelLabel={t('passkeys.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing?._id
          setRemoving(null)
          if (id) void run(() => remove.mutateAsync({ params: { id } }), t('passkeys.removed'))
        }}
      />
    </section>
  )
}
