import { CarFront, FileDown } from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import { SupplierBadge } from '../../components/car/CarSpecs'
import { PriceBreakdown } from '../../components/price/PriceBreakdown'
import { usePrice } from '../../lib/usePrice'
import { formatWall } from '../../lib/wallClock'
import { StatusBadge } from './StatusBadge'
import { cardClass } from '../../components/ui/Card'
import { SkeletonText } from '../../components/ui/Skeleton'

export const card = cardClass('p-5 desk:p-6')

// The terms the booking keeps (issue 45), with their texts, downloaded with the page's first paint done.
const KeyFacts = lazy(() => import('../../components/car/keyFacts/KeyFacts'))

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-3">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-1 gap-0.5 desk:grid-cols-[180px_minmax(0,1fr)]">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A reserved booking's voucher (the PDF also mailed to the driver), in the reader's language. */
function VoucherLink({ href }: { href: (language: TLanguage) => string }) {
  const { t, i18n } = useTranslation('bookings')
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-focused p-4">
      <a
        href={href(toLanguage(i18n.language) ?? 'en')}
        download
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline"
      >
        <FileDown aria-hidden className="size-5" />
        {t('voucher.download')}
      </a>
      <p className="text-sm text-muted">{t('voucher.hint')}</p>
    </div>
  )
}

type Props = {
  booking: TBookingDetail
  /** The voucher's address in a language (a signed-in reader's, or the guest's). */
  voucherHref: (language: TLanguage) => string
  /** What this reader may do: the driver's change and cancel request, or staff's decisions. */
  children?: ReactNode
}

/** One booking as /booking shows it: the car, places and times, people, options, payment, history and price. */
export function BookingView({ booking, voucherHref, children }: Props) {
  const { t, i18n } = useTranslation(['bookings', 'checkout', 'search', 'account'])
  const price = usePrice()
  const when = (iso: string) =>
    formatWall(iso, i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  const at = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  // Names, addresses and numbers keep their own direction inside a right-to-left page.
  const person = (p: NonNullable<TBookingDetail['additionalDriver']>) => (
    <span className="flex flex-col">
      {[p.fullName, p.email, p.phone].filter(Boolean).map((part) => (
        <bdi key={part}>{part}</bdi>
      ))}
    </span>
  )
  return (
    // One column of the page's width on a phone (minmax(0,1fr)): not one as wide as its widest row.
    <div className="grid grid-cols-1 items-start gap-5 desk:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex min-w-0 flex-col gap-5">
        <section aria-labelledby="booking-car" className={`${card} flex flex-col gap-4`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {t('reference')} <strong className="whitespace-nowrap font-mono text-lg">{booking.reference}</strong>
            </p>
            <StatusBadge status={booking.status} />
          </div>
          {/* The name goes under the picture where it would have less than 12rem beside it. */}
          <div className="flex flex-wrap gap-4">
            <div className="flex h-[100px] w-[150px] shrink-0 items-center justify-center overflow-hidden rounded-lg bg-page">
              {booking.car.image ? (
                <img src={booking.car.image} alt="" width={150} height={100} className="h-full w-full object-contain" />
              ) : (
                <CarFront aria-hidden className="size-12 text-line" />
              )}
            </div>
            {/* The supplier's badge goes under a name it would squeeze (Mercedes-Benz C-Class on a phone). */}
            <div className="flex min-w-0 flex-1 basis-48 flex-wrap items-start justify-between gap-3">
              <h2 id="booking-car" className="min-w-0 break-words text-xl font-bold">
                {booking.car.name}
              </h2>
              <SupplierBadge supplier={booking.supplier} />
            </div>
          </div>
          <Facts
            rows={[
              [t('checkout:booking.pickup'), `${booking.pickup.name}, ${when(booking.from)}`],
              ...(booking.flightNumber ? [[t('flight'), <span dir="ltr">{booking.flightNumber}</span>] as [string, ReactNode]] : []),
              [t('checkout:booking.dropoff'), `${booking.dropoff.name}, ${when(booking.to)}`],
              [t('driver'), person(booking.driver)],
              ...(booking.additionalDriver ? [[t('checkout:additionalDriver.title'), person(booking.additionalDriver)] as [string, ReactNode]] : []),
              [t('optionsLabel'), booking.options.length ? booking.options.map((o) => t(`search:extras.${o}`)).join(', ') : t('noOptions')],
              ...(booking.channel
                ? [
                    [
                      t('channel.label'),
                      <span>
                        {t(`channel.kinds.${booking.channel.kind}`)}
                        {booking.channel.reference && (
                          <>
                            {' · '}
                            <bdi>{booking.channel.reference}</bdi>
                          </>
                        )}
                      </span>,
                    ] as [string, ReactNode],
                  ]
                : []),
              [
                t('payment'),
                booking.channel
                  ? t(booking.channel.paidAtDesk ? 'channel.paidAtDesk' : 'channel.payAtPickup')
                  : booking.depositPercent
                    ? t('depositPaid', { percent: booking.depositPercent })
                    : booking.payLater
                      ? t('checkout:payment.later')
                      : booking.card
                        ? t('paidByCard', { brand: booking.card.brand, last4: booking.card.last4 })
                        : t('checkout:payment.online'),
              ],
              // A deposit paid online (core deposit.ts): what is paid, and what the desk takes.
              ...(booking.parts
                ? ([
                    [t('paidOnline'), price(booking.parts.paidCents)],
                    [t('dueAtDesk'), price(booking.parts.deskCents)],
                  ] as [string, ReactNode][])
                : []),
              [t('deposit'), price(booking.deposit)],
            ]}
          />
          {booking.status === 'reserved' && <VoucherLink href={voucherHref} />}
          {children}
        </section>
        {booking.terms && booking.cancellation && (
          <div className={card}>
            <Suspense fallback={<SkeletonText />}>
              <KeyFacts
                terms={booking.terms}
                pickup={{ at: new Date(booking.from), timeZone: booking.cancellation.timeZone, place: booking.pickup.name }}
                cancellation={booking.options.includes('cancellation') ? 0 : -1}
                headingLevel={2}
              />
            </Suspense>
          </div>
        )}
        <section aria-labelledby="history-title" className={card}>
          <h2 id="history-title" className="mb-3 text-xl font-bold">
            {t('history.title')}
          </h2>
          <ol className="flex flex-col gap-2">
            {booking.history.map((h) => (
              <li key={`${h.at}-${h.to}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <time dateTime={h.at} className="text-sm text-muted">
                  {at(h.at)}
                </time>
                <StatusBadge status={h.to} />
                <span className="text-sm">{t(`history.by.${h.by}`)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <aside className={`${card} desk:sticky desk:top-20`}>
        {/* A booking from another channel: the quote's lines and total, then the total staff agreed instead and why. */}
        <PriceBreakdown quote={{ days: booking.days, totalPrice: booking.channel?.quotedTotal ?? booking.totalPrice, lines: booking.lines }} />
        {booking.channel?.priceReason && (
          <p className="mt-4 flex flex-col gap-1 border-t border-line pt-4">
            <strong className="text-lg">{t('channel.agreedTotal', { total: price(booking.totalPrice) })}</strong>
            <span className="text-sm text-muted">
              {t('channel.why')} <bdi>{booking.channel.priceReason}</bdi>
            </span>
          </p>
        )}
      </aside>
    </div>
  )
}
