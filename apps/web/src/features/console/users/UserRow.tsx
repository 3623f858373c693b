import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { Link } from 'react-router'
import { USER_TYPES, type TUserType } from '@wheelbase/core/enums'
import type { TConsoleUser } from '@wheelbase/core/schemas/consoleAdmin'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { fieldClass } from '../../../components/form/TextField'
import { useAction } from '../../../lib/useAction'
import { useEraseUser, useExportFor, useSetUserSuspension, useSetUserType } from './api'
import { Card } from '../../../components/ui/Card'

type TPending = { kind: 'suspend' | 'unsuspend' | 'export' | 'erase' } | { kind: 'type'; type: TUserType }

/** A button of a row, named with the account it acts on for a screen reader ("Suspend: Maria P."). */
function RowAction({
  label,
  name,
  busy,
  onPress,
  className,
}: {
  label: string
  name: string
  busy: boolean
  onPress: () => void
  className: string
}) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onPress}
      aria-label={`${label}: ${name}`}
      className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold disabled:opacity-50 ${className}`}
    >
      {label}
    </button>
  )
}

/** One account: its type (changeable), its state, suspend or unsuspend, and erase on request (record 0136); each change asks first. */
export function UserRow({ user, self }: { user: TConsoleUser; self: boolean }) {
  const { t } = useTranslation(['console', 'messages'])
  const typeChange = useSetUserType()
  const suspension = useSetUserSuspension()
  const erasure = useEraseUser()
  const exportFor = useExportFor()
  const [pending, setPending] = useState<TPending | null>(null)
  const { busy, run } = useAction()
  const apply = (change: TPending) => {
    setPending(null)
    return run(
      () =>
        change.kind === 'type'
          ? typeChange.mutateAsync({ params: { id: user._id }, body: { type: change.type } })
          : change.kind === 'erase'
            ? erasure.mutateAsync({ params: { id: user._id } })
            : change.kind === 'export'
              ? exportFor.mutateAsync({ params: { id: user._id } })
              : suspension.mutateAsync({ params: { id: user._id }, body: { suspended: change.kind === 'suspend' } }),
      t(`users.done.${change.kind}`, { name: user.fullName, type: change.kind === 'type' ? t(`users.types.${change.type}`) : '' }),
    )
  }
  const typeId = `type-${user._id}`
  return (
    <Card as="li" className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-bold">
          {user.fullName}
          {user.suspended && (
            <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">{t('users.suspended')}</span>
          )}
        </h2>
        <p className="break-all text-sm text-muted">
          {user.email}
          {!user.verified && <> · {t('users.unverified')}</>}
          {user.type === 'supplier' && <> · {t('fleet.count', { count: user.cars })}</>}
        </p>
      </div>
      {user.type === 'supplier' && (
        <span className="flex gap-3 text-sm font-semibold">
          <Link to={`/console?supplier=${user._id}`} className="underline">
            {t('users.fleet')}
          </Link>
          <Link to={`/console/suppliers/${user._id}`} className="underline">
            {t('users.profile')}
          </Link>
        </span>
      )}
      <label htmlFor={typeId} className="sr-only">
        {t('users.type')}: {user.fullName}
      </label>
      <select
        id={typeId}
        value={user.type}
        disabled={busy}
        onChange={(e) => setPending({ kind: 'type', type: e.target.value as TUserType })}
        className={`${fieldClass} min-h-11`}
      >
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`users.types.${type}`)}
          </option>
        ))}
      </select>
      {!self && (
        <RowAction
          label={t(user.suspended ? 'users.unsuspend' : 'users.suspend')}
          name={user.fullName}
          busy={busy}
          onPress={() => setPending({ kind: user.suspended ? 'unsuspend' : 'suspend' })}
          className={`border ${user.suspended ? 'border-primary hover:bg-focused' : 'border-red-800 text-red-800 hover:bg-red-50'}`}
        />
      )}
      <RowAction
        label={t('users.export')}
        name={user.fullName}
        busy={busy}
        onPress={() => setPending({ kind: 'export' })}
        className="underline hover:bg-focused"
      />
      {!self && (
        <RowAction
          label={t('users.erase')}
          name={user.fullName}
          busy={busy}
          onPress={() => setPending({ kind: 'erase' })}
          className="text-red-800 underline hover:bg-red-50"
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(`users.confirm.${pending.kind}.title`, { name: user.fullName, type: pending.kind === 'type' ? t(`users.types.${pending.type}`) : '' })
            : ''
        }
        text={pending ? t(`users.confirm.${pending.kind}.text`) : ''}
        confirmLabel={pending ? t(`users.confirm.${pending.kind}.action`) : ''}
        cancelLabel={t('users.confirm.cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void apply(pending)}
      />
    </Card>
  )
}
