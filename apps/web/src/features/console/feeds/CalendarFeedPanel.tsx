import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import type { TCalendarFeedScope } from '@wheelbase/core/schemas/consoleCalendarFeeds'
import { TextField } from '../../../components/form/TextField'
import { Button } from '../../../components/ui/Button'
import { CardSection } from '../../../components/ui/Card'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { toast } from '../../../lib/toast'
import { useAction } from '../../../lib/useAction'
import { useCalendarFeeds, useCreateCalendarFeed, useRevokeCalendarFeed } from './api'

const dateOf = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/**
 * A car's or a fleet's private calendar feed: the link a calendar app subscribes to, made here and
 * shown once (only its hash is kept), replaced or revoked after a question, since the old link
 * stops working at once. What a live feed shows without its link: when it was made and last read.
 */
export function CalendarFeedPanel({ scope, kind }: { scope: TCalendarFeedScope; kind: 'car' | 'fleet' }) {
  const { t, i18n } = useTranslation('console')
  const feeds = useCalendarFeeds(scope)
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const action = useAction()
  /** The link just made: shown until the page is left. */
  const [url, setUrl] = useState<string | null>(null)
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null)
  const live = feeds.data?.items[0]
  const makeLink = () => action.run(async () => setUrl((await create.mutateAsync({ body: scope })).url), t(live ? 'feed.replaced' : 'feed.created'))
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('feed.copied'))
    } catch {
      toast.error(t('feed.copyFailed'))
    }
  }
  const id = `feed-title-${kind}`
  return (
    <CardSection id={id} title={t(`feed.title.${kind}`)} lead={t(`feed.lead.${kind}`)}>
      {url && (
        <div className="flex flex-col gap-3">
          <TextField label={t('feed.link')} value={url} readOnly dir="ltr" hint={t('feed.shownOnce')} onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" className="self-start" onClick={() => void copy()}>
            {t('feed.copy')}
          </Button>
        </div>
      )}
      {live && !url && (
        <p>
          {t('feed.live', { date: dateOf(live.createdAt, i18n.language) })}{' '}
          {live.readAt ? t('feed.readAt', { date: dateOf(live.readAt, i18n.language) }) : t('feed.neverRead')}
        </p>
      )}
      {feeds.isSuccess && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" busy={action.busy} onClick={() => (live ? setAsking('replace') : void makeLink())}>
            {t(live ? 'feed.replace' : 'feed.create')}
          </Button>
          {live && (
            <Button variant="danger" onClick={() => setAsking('revoke')}>
              {t('feed.revoke')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'revoke' ? 'feed.revokeTitle' : 'feed.replaceTitle')}
        text={t(asking === 'revoke' ? 'feed.revokeText' : 'feed.replaceText')}
        confirmLabel={t(asking === 'revoke' ? 'feed.revokeConfirm' : 'feed.replaceConfirm')}
        cancelLabel={t('blocks.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const what = asking
          setAsking(null)
          if (what === 'replace') void makeLink()
          else if (live)
            void action.run(async () => {
              await revoke.mutateAsync({ params: { id: live._id } })
              setUrl(null)
            }, t('feed.revoked'))
        }}
      />
    </CardSection>
  )
}
