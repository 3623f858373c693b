import { bookingReference } from '@wheelbase/core/bookingStatus'
import { getLocalTimeZone, today } from '@internationalized/date'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { Link } from 'react-router'
import { CAR_CATEGORIES, GEARBOXES } from '@wheelbase/core/enums'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import type { TScheduleCar } from '@wheelbase/core/schemas/consoleSchedule'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { Button } from '../../../components/ui/Button'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import type { TStoredUser } from '../../../lib/localStore'
import { useSuppliers } from '../../../lib/places'
import { BlockDialog } from '../cars/BlockDialog'
import { ChannelBookingDialog } from '../cars/ChannelBookingDialog'
import { ConsoleShell } from '../ConsoleShell'
import { useListParams } from '../useListParams'
import { useSchedule } from './api'
import { ScheduleGrid } from './ScheduleGrid'
import { ScheduleList } from './ScheduleList'
import { addDays, barsByCar, barsOn, windowDays } from './scheduleDays'
import { daysOn } from '../cars/calendarDays'

type TFilters = { from: string; weeks: string; supplier: string; place: string; category: string; gearbox: string }
const WEEKS = ['2', '3', '4', '5'] as const
const PHONE = '(max-width: 767px)'

/** Whether the screen is a phone's: the schedule is then a list per day. */
function usePhone() {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches)
  useEffect(() => {
    const query = window.matchMedia(PHONE)
    const change = () => setPhone(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  return phone
}

/** What a chosen day of a car leads to: the chooser, a new block or booking from it, or a block to change. */
type TOpen =
  | { kind: 'choose'; car: TScheduleCar; day: string }
  | { kind: 'block'; car: TScheduleCar; day: string; block: TBlock | null }
  | { kind: 'booking'; car: TScheduleCar; day: string }

function Schedule({ user }: { user: TStoredUser }) {
  const { t, i18n } = useTranslation(['console', 'search', 'bookings'])
  const phone = usePhone()
  const todayIso = today(getLocalTimeZone()).toString()
  const defaults: TFilters = { from: todayIso, weeks: '2', supplier: '', place: '', category: '', gearbox: '' }
  const [filters, change] = useListParams<TFilters>(
    (params) => ({
      from: /^\d{4}-\d{2}-\d{2}$/.test(params.get('from') ?? '') ? (params.get('from') ?? todayIso) : todayIso,
      weeks: WEEKS.find((w) => w === params.get('weeks')) ?? '2',
      supplier: user.type === 'admin' ? (params.get('supplier') ?? '') : '',
      place: params.get('place') ?? '',
      category: CAR_CATEGORIES.find((c) => c === params.get('category')) ?? '',
      gearbox: GEARBOXES.find((g) => g === params.get('gearbox')) ?? '',
    }),
    defaults,
  )
  const suppliers = useSuppliers(user.type === 'admin')
  const days = Number(filters.weeks) * 7
  const needsSupplier = user.type === 'admin' && !filters.supplier
  const schedule = useSchedule(
    needsSupplier
      ? null
      : {
          from: filters.from,
          days,
          ...(filters.supplier ? { supplier: filters.supplier } : {}),
          ...(filters.place ? { place: filters.place } : {}),
          ...(filters.category ? { category: filters.category as (typeof CAR_CATEGORIES)[number] } : {}),
          ...(filters.gearbox ? { gearbox: filters.gearbox as (typeof GEARBOXES)[number] } : {}),
        },
  )
  const [open, setOpen] = useState<TOpen | null>(null)
  const dates = windowDays(filters.from, days)
  const data = schedule.data
  const bars: ReturnType<typeof barsByCar> = data ? barsByCar(dates, data.bookings, data.blocks) : new Map()
  const set = (next: Partial<TFilters>) => change({ ...filters, ...next })
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' })
  const chooseOn = open?.kind === 'choose' ? barsOn(bars.get(open.car._id) ?? [], dates.indexOf(open.day)) : []
  const onChoose = (car: TScheduleCar, day: string) => setOpen({ kind: 'choose', car, day })
  const onBlock = (bar: { item: TBlock }, car: TScheduleCar) => setOpen({ kind: 'block', car, day: daysOn(bar.item).first, block: bar.item })
  const range = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${filters.from}T00:00:00Z`),
    new Date(`${dates[dates.length - 1] ?? filters.from}T00:00:00Z`),
  )

  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-4">
      <h2 id="schedule-title" className="text-xl font-bold">
        {data ? t('schedule.heading', { supplier: data.supplier.fullName, range }) : t('schedule.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        {user.type === 'admin' && (
          <SelectField
            compact
            label={t('schedule.supplier')}
            value={filters.supplier}
            onChange={(e) => set({ supplier: e.target.value, place: '' })}
            options={[
              { value: '', label: t('schedule.chooseSupplier') },
              ...(suppliers.data?.items ?? []).map((s) => ({ value: s._id, label: s.fullName })),
            ]}
          />
        )}
        <TextField
          type="date"
          label={t('schedule.goTo')}
          value={filters.from}
          onChange={(e) => e.target.value && set({ from: e.target.value })}
          className="w-auto"
        />
        <Button variant="secondary" onClick={() => set({ from: todayIso })}>
          {t('schedule.today')}
        </Button>
        <Button variant="secondary" onClick={() => set({ from: addDays(filters.from, -days) })}>
          {t('schedule.previous', { count: Number(filters.weeks) })}
        </Button>
        <Button variant="secondary" onClick={() => set({ from: addDays(filters.from, days) })}>
          {t('schedule.next', { count: Number(filters.weeks) })}
        </Button>
        <SelectField
          compact
          label={t('schedule.length')}
          value={filters.weeks}
          onChange={(e) => set({ weeks: e.target.value })}
          options={WEEKS.map((w) => ({ value: w, label: t('schedule.weeks', { count: Number(w) }) }))}
        />
        <SelectField
          compact
          label={t('schedule.place')}
          value={filters.place}
          onChange={(e) => set({ place: e.target.value })}
          options={[{ value: '', label: t('schedule.allPlaces') }, ...(data?.places ?? []).map((p) => ({ value: p._id, label: p.name }))]}
        />
        <SelectField
          compact
          label={t('schedule.category')}
          value={filters.category}
          onChange={(e) => set({ category: e.target.value })}
          options={[
            { value: '', label: t('schedule.allCategories') },
            ...CAR_CATEGORIES.map((c) => ({ value: c, label: t(`search:category.${c}`) })),
          ]}
        />
        <SelectField
          compact
          label={t('schedule.gearbox')}
          value={filters.gearbox}
          onChange={(e) => set({ gearbox: e.target.value })}
          options={[{ value: '', label: t('schedule.allGearboxes') }, ...GEARBOXES.map((g) => ({ value: g, label: t(`search:gearbox.${g}`) }))]}
        />
      </div>
      <p className="text-sm text-muted">{t(phone ? 'schedule.hintPhone' : 'schedule.hint')}</p>
      {needsSupplier ? (
        <p>{t('schedule.pickSupplier')}</p>
      ) : schedule.isError ? (
        <p role="alert">{t('schedule.failed')}</p>
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : data.cars.length === 0 ? (
        <p>
          {t('schedule.noCars')}{' '}
          <Link to="/console/cars/new" className="font-semibold underline">
            {t('fleet.add')}
          </Link>
        </p>
      ) : phone ? (
        <ScheduleList schedule={data} days={dates} bars={bars} onChoose={onChoose} onBlock={onBlock} />
      ) : (
        <ScheduleGrid schedule={data} days={dates} bars={bars} onChoose={onChoose} onBlock={onBlock} />
      )}
      {open?.kind === 'choose' && (
        <ModalDialog
          open
          title={t('schedule.chooseTitle', { car: open.car.name, date: long.format(new Date(`${open.day}T00:00:00Z`)) })}
          text={chooseOn.length === 0 ? t('schedule.chooseFree') : t('schedule.chooseHeld')}
          onCancel={() => setOpen(null)}
        >
          {chooseOn.length > 0 && (
            <ul className="mt-4 flex flex-col gap-2">
              {chooseOn.map((bar) => (
                <li key={bar.item._id}>
                  {bar.kind === 'booking' ? (
                    <Link to={`/booking?b=${bar.item._id}`} className="underline">
                      {t('schedule.bookingLine', {
                        car: open.car.name,
                        driver: bar.item.driver,
                        status: t(`bookings:status.${bar.item.status}`),
                        reference: bookingReference(bar.item._id),
                      })}
                    </Link>
                  ) : (
                    <button type="button" className="min-h-11 text-start underline" onClick={() => onBlock(bar, open.car)}>
                      {t('schedule.blockLine', { car: open.car.name, reason: t(`blocks.reasons.${bar.item.reason}`) })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('blocks.cancel')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen({ kind: 'block', car: open.car, day: open.day, block: null })}>
              {t('blocks.add')}
            </Button>
            <Button onClick={() => setOpen({ kind: 'booking', car: open.car, day: open.day })}>{t('channel.add')}</Button>
          </div>
        </ModalDialog>
      )}
      {open?.kind === 'block' && <BlockDialog car={open.car} block={open.block} firstDay={open.day} onClose={() => setOpen(null)} />}
      {open?.kind === 'booking' && <ChannelBookingDialog car={open.car} firstDay={open.day} onClose={() => setOpen(null)} />}
    </section>
  )
}

/**
 * /console/schedule: the fleet at a glance (issue 44). Cars as rows, two to five weeks of days as
 * columns, bookings and blocks as bars; filters, a date to go to and "today" in the URL. A free
 * day of a car starts a block or a booking from another channel; on a phone, a list per day.
 */
export default function SchedulePage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('schedule.title')} lead={() => t('schedule.lead')}>
      {(user) => <Schedule user={user} />}
    </ConsoleShell>
  )
}
