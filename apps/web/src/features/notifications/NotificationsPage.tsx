import { Bell, Mail, MailOpen, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { TTextTree } from '@wheelbase/core/translate'
import { useTranslation } from '../../i18n/useTranslation'
import { registerNamespace } from '../../i18n/i18n'
import { Link } from 'react-router'
import type { TNotification } from '@wheelbase/core/schemas/notifications'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { ListEnd } from '../../components/ListEnd'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import { toastFailure } from '../../lib/api/failure'
import { useSession } from '../../lib/session'
import { useSettings } from '../../lib/settings'
import { useNotificationActions, useNotifications, type TSelection } from './api'
import { Button } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

// The page's texts: their loaders come with it, not with every first page's script.
registerNamespace('notifications', import.meta.glob<{ default: TTextTree }>('../../i18n/locales/*/notifications.json'))

const iconButton = 'inline-flex size-11 items-center justify-center rounded-full hover:bg-focused'

function Row({ item, onMark, onDelete }: { item: TNotification; onMark: (read: boolean) => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation(['notifications', 'messages', 'bookingMessages'])
  const at = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.createdAt))
  return (
    <li className={`flex items-start gap-3 rounded-card p-4 shadow-card ${item.isRead ? 'bg-white' : 'border-s-4 border-accent bg-white'}`}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={item.isRead ? '' : 'font-semibold'}>
          {!item.isRead && <span className="sr-only">{t('new')}: </span>}
          {/* Stored as a key of core's messages and its parameters: told in the reader's language now. */}
          {t(`bookingMessages:${item.messageKey}`, item.params)}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <time dateTime={item.createdAt}>{at}</time>
          {item.bookingId && (
            <Link to={`/booking?b=${item.bookingId}`} onClick={() => !item.isRead && onMark(true)} className="font-semibold text-primary underline">
              {t('view')}
            </Link>
          )}
        </p>
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={item.isRead ? t('markUnread') : t('markRead')}
        title={item.isRead ? t('markUnread') : t('markRead')}
        onClick={() => onMark(!item.isRead)}
      >
        {item.isRead ? <Mail aria-hidden className="size-5" /> : <MailOpen aria-hidden className="size-5" />}
      </button>
      <button type="button" className={iconButton} aria-label={t('delete')} title={t('delete')} onClick={onDelete}>
        <Trash2 aria-hidden className="size-5" />
      </button>
    </li>
  )
}

function Notifications() {
  const { t } = useTranslation(['notifications', 'messages', 'bookingMessages'])
  const { pageSizes } = useSettings()
  const { setNotificationCount } = useSession()
  const list = useNotifications(pageSizes.generic)
  const actions = useNotificationActions()
  const [confirming, setConfirming] = useState<TSelection | null>(null)
  const unread = list.data?.pages[0]?.unread
  // The header's count is shared across the app: this page's answer is the freshest.
  useEffect(() => {
    if (unread !== undefined) setNotificationCount(unread)
  }, [unread, setNotificationCount])

  const run = (action: Promise<void>) => action.catch((e: unknown) => toastFailure(e))
  const items = list.data?.pages.flatMap((page) => page.items) ?? []

  if (list.isPending)
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    )
  if (list.isError) return <p role="alert">{t('loadError')}</p>
  return (
    <div className="flex flex-col gap-4">
      {items.length > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="font-semibold">
              {t('unread', { count: unread ?? 0 })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" disabled={!unread} onClick={() => void run(actions.mark({ all: true }, true))} variant="secondary">
                {t('markAllRead')}
              </Button>
              <Button type="button" onClick={() => setConfirming({ all: true })} variant="dangerOutline">
                {t('deleteAll')}
              </Button>
            </div>
          </div>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <Row
                key={item._id}
                item={item}
                onMark={(read) => void run(actions.mark({ ids: [item._id] }, read))}
                onDelete={() => setConfirming({ ids: [item._id] })}
              />
            ))}
          </ul>
          <ListEnd pages={list} label={t('showMore')} busyLabel={t('loading')} />
        </>
      ) : (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Bell aria-hidden className="size-10 text-muted" />
          <p>{t('empty')}</p>
        </Card>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming && 'all' in confirming ? t('confirm.allTitle') : t('confirm.oneTitle')}
        text={t('confirm.text')}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const selection = confirming
          setConfirming(null)
          if (selection) void run(actions.remove(selection))
        }}
      />
    </div>
  )
}

/** /notifications: the reader's own, newest first, 30 at a time; read, unread and delete, one or all. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications')
  return (
    <RequireSession title={t('title')}>
      {() => (
        <PageShell title={t('title')} lead={t('lead')}>
          <Notifications />
        </PageShell>
      )}
    </RequireSession>
  )
}
