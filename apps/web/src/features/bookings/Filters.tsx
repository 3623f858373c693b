import { useTranslation } from '../../i18n/useTranslation'
import { BOOKING_STATUSES, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { SearchBox } from '../../components/form/SearchBox'
import { fieldClass } from '../../components/form/TextField'
import { useSuppliers } from '../../lib/places'
import type { TBookingFilters } from './api'
import { Card } from '../../components/ui/Card'

const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '')

/** The filters as the URL holds them: ?status=paid,reserved&supplier=ID&from=2026-12-01&to=2026-12-31&q=… */
export function filtersOf(params: URLSearchParams): TBookingFilters {
  return {
    status: (params.get('status') ?? '').split(',').filter((s): s is TBookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s)),
    q: params.get('q') ?? '',
    supplier: params.get('supplier') ?? '',
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
  }
}

export function searchOf(filters: TBookingFilters): URLSearchParams {
  const search = new URLSearchParams()
  if (filters.status.length) search.set('status', filters.status.join(','))
  for (const key of ['supplier', 'from', 'to', 'q'] as const) if (filters[key]) search.set(key, filters[key])
  return search
}

export const isFiltered = (filters: TBookingFilters) => Boolean(filters.status.length || filters.q || filters.supplier || filters.from || filters.to)

function SupplierFilter({ value, onChange }: { value: string; onChange: (supplier: string) => void }) {
  const { t } = useTranslation('bookings')
  const suppliers = useSuppliers()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="bookings-supplier" className="text-sm font-semibold">
        {t('filters.supplier')}
      </label>
      <select id="bookings-supplier" value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        <option value="">{t('filters.allSuppliers')}</option>
        {suppliers.data?.items.map((s) => (
          <option key={s._id} value={s._id}>
            {s.fullName}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Status, supplier (admins), pick-up dates and a keyword; each change applies at once and goes to the URL. */
export function Filters({ filters, admin, onChange }: { filters: TBookingFilters; admin: boolean; onChange: (next: TBookingFilters) => void }) {
  const { t } = useTranslation('bookings')
  const toggle = (status: TBookingStatus, on: boolean) =>
    onChange({ ...filters, status: BOOKING_STATUSES.filter((s) => (s === status ? on : filters.status.includes(s))) })
  return (
    <Card className="flex min-w-0 flex-col gap-4 self-start p-4">
      <SearchBox
        id="bookings-q"
        label={t('filters.keyword')}
        hint={t('filters.keywordHint')}
        submitLabel={t('filters.search')}
        initial={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('filters.status')}</legend>
        {BOOKING_STATUSES.map((status) => (
          <label
            key={status}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-primary has-[:checked]:bg-focused"
          >
            <input
              type="checkbox"
              checked={filters.status.includes(status)}
              onChange={(e) => toggle(status, e.target.checked)}
              className="size-4 accent-primary"
            />
            {t(`status.${status}`)}
          </label>
        ))}
      </fieldset>
      {admin && <SupplierFilter value={filters.supplier} onChange={(supplier) => onChange({ ...filters, supplier })} />}
      {/* Side by side where both dates fit whole (a tablet), else one under the other (a phone, the desktop's column). */}
      <fieldset className="grid min-w-0 grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('filters.pickupDates')}</legend>
        {(['from', 'to'] as const).map((edge) => (
          <div key={edge} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`bookings-${edge}`} className="text-sm">
              {t(`filters.${edge}`)}
            </label>
            <input
              id={`bookings-${edge}`}
              type="date"
              value={filters[edge]}
              min={edge === 'to' ? filters.from || undefined : undefined}
              onChange={(e) => onChange({ ...filters, [edge]: e.target.value })}
              className={`${fieldClass} min-w-0`}
            />
          </div>
        ))}
      </fieldset>
    </Card>
  )
}
