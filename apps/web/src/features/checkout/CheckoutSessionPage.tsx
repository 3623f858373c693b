import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react'
import { useTranslation } from '../../i18n/useTranslation'
import { useParams } from 'react-router'
import type { TCheckoutSession } from '@wheelbase/core/schemas/checkout'
import { PageShell } from '../../components/PageShell'
import { useCheckoutSession } from './api'
import { checkoutPath } from '../../lib/search/criteria'
import { usePrice } from '../../lib/usePrice'
import { formatWall } from '../../lib/wallClock'
import { LinkButton } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

type TOutcome = 'paid' | 'deposit' | 'payLater' | 'failed' | 'awaiting' | 'cancelled'

function outcomeOf(session: TCheckoutSession): TOutcome {
  if (session.paymentFailed) return 'failed'
  if (session.parts?.deskCents) return 'deposit'
  if (session.status === 'paid' || session.status === 'deposit' || session.status === 'reserved') return session.payLater ? 'payLater' : 'paid'
  if (session.status === 'pending') return session.payLater ? 'payLater' : 'awaiting'
  return 'cancelled'
}

const ICONS = { paid: CircleCheck, deposit: CircleCheck, payLater: CircleCheck, failed: CircleX, awaiting: Clock, cancelled: CircleAlert }

function Summary({ session }: { session: TCheckoutSession }) {
  const { t, i18n } = useTranslation(['bookings', 'checkout'])
  const price = usePrice()
  const when = (iso: string) => formatWall(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const rows: [string, string][] = [
    [t('session.car'), `${session.car.name} · ${session.supplier}`],
    [t('checkout:booking.pickup'), `${session.pickup.name}, ${when(session.from)}`],
    [t('checkout:booking.dropoff'), `${session.dropoff.name}, ${when(session.to)}`],
    [t('checkout:price.totalFor', { count: session.days }), price(session.totalPrice)],
    // A deposit paid online (core deposit.ts): what is paid, and what the desk takes.
    ...(session.parts
      ? ([
          [t('checkout:payment.paidOnline'), price(session.parts.paidCents)],
          [t('checkout:payment.dueAtDesk'), price(session.parts.deskCents)],
        ] as [string, string][])
      : []),
  ]
  return (
    <dl className="grid gap-3 border-t border-line pt-4">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 desk:grid-cols-[200px_1fr]">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The outcome of a checkout: safe to refresh, and reachable from the confirmation mail's link. */
export default function CheckoutSessionPage() {
  const { t } = useTranslation(['bookings', 'checkout'])
  const { sessionId = '' } = useParams()
  // An online payment confirmed by the provider later (Stripe's webhook) shows up by itself.
  const query = useCheckoutSession(sessionId, (session) => outcomeOf(session) === 'awaiting')

  if (query.isPending) return <PageShell title={t('session.title')} loading={t('session.loading')} />
  if (query.isError)
    return (
      <PageShell title={t('session.title')}>
        <Card className="flex flex-col items-start gap-4 p-6">
          <p role="alert" className="flex items-center gap-3 text-lg font-semibold">
            <CircleAlert aria-hidden className="size-7 shrink-0 text-red-700" />
            {t('session.error')}
          </p>
          <LinkButton to="/">{t('session.home')}</LinkButton>
        </Card>
      </PageShell>
    )

  const session = query.data
  const outcome = outcomeOf(session)
  const Icon = ICONS[outcome]
  const retry = `${checkoutPath(session.car._id, { pickup: session.pickup._id, dropoff: session.dropoff._id, from: session.from, to: session.to }, session.options)}&retryOf=${encodeURIComponent(sessionId)}`
  return (
    <PageShell title={t('session.title')}>
      <Card className="flex flex-col gap-5 p-6 desk:p-8">
        <div role={outcome === 'failed' ? 'alert' : 'status'} className="flex items-start gap-3">
          <Icon
            aria-hidden
            className={`size-8 shrink-0 ${outcome === 'failed' ? 'text-red-700' : outcome === 'cancelled' ? 'text-muted' : 'text-green-700'}`}
          />
          <div className="flex flex-col gap-1">
            <p className="text-xl font-bold">{t(`session.${outcome}`)}</p>
            {outcome === 'failed' && <p>{t('session.failedHint')}</p>}
            {outcome === 'payLater' && <p>{t('session.payLaterHint')}</p>}
          </div>
        </div>
        <p>
          {t('session.reference')} <strong className="whitespace-nowrap font-mono text-lg">{session.reference}</strong>
        </p>
        <Summary session={session} />
        <div className="flex flex-wrap gap-3">
          {outcome === 'failed' ? (
            <LinkButton to={retry}>{t('session.tryAgain')}</LinkButton>
          ) : (
            <LinkButton to={`/booking?b=${session.bookingId}`}>{t('session.viewBooking')}</LinkButton>
          )}
          <LinkButton to="/bookings" variant="secondary">
            {t('session.allBookings')}
          </LinkButton>
        </div>
      </Card>
    </PageShell>
  )
}
