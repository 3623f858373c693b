import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { USER_TYPES, type TUserType } from '@wheelbase/core/enums'
import type { TConsoleUser } from '@wheelbase/core/schemas/consoleAdmin'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { fieldClass } from '../../../components/form/TextField'
import { useAction } from '../../../lib/useAction'
import { useSetUserSuspension, useSetUserType } from './api'
import { Card } from '../../../components/ui/Card'

type TPending = { kind: 'suspend' | 'unsuspend' } | { kind: 'type'; type: TUserType }

/** One account: its type (changeable), its state, and suspend or unsuspend; each change asks first. */
export function UserRow({ user, self }: { user: TConsoleUser; self: boolean }) {
  const { t } = useTranslation(['console', 'messages'])
  const typeChange = useSetUserType()
  const suspension = useSetUserSuspension()
  const [pending, setPending] = useState<TPending | null>(null)
  const { busy, run } = useAction()
  const apply = (change: TPending) => {
    setPending(null)
    return run(
      () =>
        change.kind === 'type'
          ? typeChange.mutateAsync({ params: { id: user._id }, body: { type: change.type } })
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
        <button
          type="button"
          disabled={busy}
          onClick={() => setPending({ kind: user.suspended ? 'unsuspend' : 'suspend' })}
          aria-label={`${t(user.suspended ? 'users.unsuspend' : 'users.suspend')}: ${user.fullName}`}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold disabled:opacity-50 ${
            user.suspended ? 'border-primary hover:bg-focused' : 'border-red-800 text-red-800 hover:bg-red-50'
          }`}
        >
          {t(user.suspended ? 'users.unsuspend' : 'users.suspend')}
        </button>
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
