import type { MouseEvent, ReactNode, Ref } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { CAR_CATEGORIES, CAR_EQUIPMENT, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MILEAGE_KINDS } from '@wheelbase/core/enums'
import { DEPOSIT_THRESHOLDS, MIN_RATINGS } from '@wheelbase/core/search'
import type { TSearchResult } from '@wheelbase/core/schemas/search'
import type { TFilters } from '../../lib/search/criteria'
import { usePrice } from '../../lib/usePrice'
import { QueryForm } from '../../components/form/QueryForm'

type Props = {
  filters: TFilters
  suppliers: TSearchResult['suppliers']
  onChange: (filters: TFilters) => void
  /** The results' address with other filters (a link's, before the app runs). */
  hrefOf: (filters: TFilters) => string
  /** The rest of the results' query (where, when, sort), kept by the form sent before the app runs. */
  keep: URLSearchParams
  formRef?: Ref<HTMLFormElement> | undefined
}

function Group({ legend, children, actions }: { legend: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {actions && <div className="clear-both">{actions}</div>}
      <div className="choices">{children}</div>
    </fieldset>
  )
}

type TCheck = { name: string; value: string; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; extra?: ReactNode }

/** A box; its name and value are what the form sends before the app runs (the results' query). */
function Check({ name, value, label, checked, onChange, extra }: TCheck) {
  return (
    <label className="check-row">
      <input type="checkbox" name={name} value={value} className="check" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
      {extra}
    </label>
  )
}

/** Boxes that narrow when ticked: the supplier's terms (issue 45: free cancellation now, no credit card needed), the car's specs. */
const FLAG_GROUPS = [
  ['filters.terms', ['freeCancel', 'noCard']],
  ['filters.specs', ['aircon', 'doors4', 'seats5']],
] as const

/** The list filters: their URL key, their heading, the prefix of their values' labels, the values. */
const LIST_FILTERS = [
  { key: 'category', legend: 'filters.category', labels: 'category', values: CAR_CATEGORIES },
  { key: 'equipment', legend: 'filters.equipment', labels: 'equipment', values: CAR_EQUIPMENT },
  { key: 'gearbox', legend: 'filters.gearbox', labels: 'gearbox', values: GEARBOXES },
  { key: 'fuel', legend: 'filters.fuelType', labels: 'fuelType', values: FUEL_TYPES },
  { key: 'mileage', legend: 'filters.mileage', labels: 'mileage', values: MILEAGE_KINDS },
  { key: 'fuelPolicy', legend: 'filters.fuelPolicy', labels: 'fuelPolicy', values: FUEL_POLICIES },
] as const

/** A list filter: nothing ticked means no restriction, as on the big booking sites. */
function toggle<T extends string>(values: T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = new Set(values ?? [])
  if (on) next.add(value)
  else next.delete(value)
  return next.size ? [...next] : undefined
}

/**
 * Every filter of the results. Suppliers start all ticked (absent from the URL); the other lists
 * start unticked, meaning "any". Each change goes straight to the URL.
 */
export function Filters({ filters, suppliers, onChange, hrefOf, keep, formRef }: Props) {
  const { t } = useTranslation('search')
  const { t: tc } = useTranslation()
  const price = usePrice()
  const allIds = suppliers.map((s) => s._id)
  const chosen = new Set(filters.suppliers ?? allIds)
  const setSuppliers = (ids: string[]) => onChange({ ...filters, suppliers: suppliersOf(ids, allIds) })
  // Links, so that they work before the app runs too; the app applies them in place.
  const supplierLink = (ids: string[], label: string) => {
    const next = { ...filters, suppliers: suppliersOf(ids, allIds) }
    const follow = (event: MouseEvent) => {
      event.preventDefault()
      onChange(next)
    }
    return (
      <a href={hrefOf(next)} onClick={follow} className="inline-flex min-h-11 items-center px-1 text-sm font-semibold underline underline-offset-4">
        {label}
      </a>
    )
  }
  return (
    <QueryForm ref={formRef} action="/search" keep={keep} submit={tc('apply')} submitClassName="sticky bottom-3 my-3 w-full">
      {suppliers.length > 0 && (
        <Group
          legend={t('filters.suppliers')}
          actions={
            <div className="flex flex-wrap gap-x-4">
              {supplierLink(allIds, t('filters.selectAll'))}
              {supplierLink([], t('filters.selectNone'))}
            </div>
          }
        >
          {/* Sent with the boxes: none ticked is no supplier, not the absence of the filter (every supplier). */}
          <input type="hidden" name="suppliers" value="" />
          {suppliers.map((supplier) => (
            <Check
              key={supplier._id}
              name="suppliers"
              value={supplier._id}
              checked={chosen.has(supplier._id)}
              onChange={(on) => setSuppliers(on ? [...chosen, supplier._id] : [...chosen].filter((id) => id !== supplier._id))}
              label={
                <span className="flex items-center gap-2">
                  <span className="logo-box">{supplier.avatar && <img src={supplier.avatar} alt="" width={60} height={30} loading="lazy" />}</span>
                  {supplier.fullName}
                </span>
              }
              extra={<span className="count">{supplier.count}</span>}
            />
          ))}
        </Group>
      )}
      <Group legend={t('filters.rating')}>
        {MIN_RATINGS.map((score) => (
          <Check
            key={score}
            name="rating"
            value={String(score)}
            label={t('filters.ratingAtLeast', { score })}
            checked={filters.rating === score}
            onChange={(on) => onChange({ ...filters, rating: on ? score : undefined })}
          />
        ))}
      </Group>
      {FLAG_GROUPS.map(([legend, keys]) => (
        <Group key={legend} legend={t(legend)}>
          {keys.map((key) => (
            <Check
              key={key}
              name={key}
              value="1"
              label={t(`filters.${key}`)}
              checked={Boolean(filters[key])}
              onChange={(on) => onChange({ ...filters, [key]: on || undefined })}
            />
          ))}
        </Group>
      ))}
      <Group legend={t('filters.deposit')}>
        {[undefined, ...DEPOSIT_THRESHOLDS].map((threshold) => (
          <label key={threshold ?? 'any'} className="check-row">
            <input
              type="radio"
              name="deposit"
              value={threshold ?? ''}
              className="check"
              checked={filters.deposit === threshold}
              onChange={() => onChange({ ...filters, deposit: threshold })}
            />
            {threshold ? t('filters.lessThan', { value: price(threshold * 100) }) : t('filters.any')}
          </label>
        ))}
      </Group>
      {LIST_FILTERS.map(({ key, legend, labels, values }) => (
        <Group key={key} legend={t(legend)}>
          {values.map((value) => (
            <Check
              key={value}
              name={key}
              value={value}
              label={t(`${labels}.${value}`)}
              checked={(filters[key] as readonly string[] | undefined)?.includes(value) ?? false}
              onChange={(on) => onChange({ ...filters, [key]: toggle<string>(filters[key], value, on) })}
            />
          ))}
        </Group>
      ))}
    </QueryForm>
  )
}

/** The suppliers filter of a choice of ids: absent when every supplier of the results is chosen. */
export function suppliersOf(ids: string[], allIds: string[]): string[] | undefined {
  return allIds.every((id) => ids.includes(id)) ? undefined : ids
}
