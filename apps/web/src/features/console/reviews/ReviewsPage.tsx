import { useTranslation } from '../../../i18n/useTranslation'
import { LANGUAGE_NAMES, LANGUAGES } from '@wheelbase/core/languages'
import { REVIEW_SORTS } from '@wheelbase/core/reviews'
import { SelectField } from '../../../components/form/SelectField'
import { filterSelect, ListFrame } from '../ListFrame'
import type { TStoredUser } from '../../../lib/localStore'
import { useSuppliers } from '../../../lib/places'
import { ConsoleShell } from '../ConsoleShell'
import { oneOf, useListParams } from '../useListParams'
import { useSupplierReviews, type TReviewFilters, type TReviewSort } from './api'
import { ReviewRow } from './ReviewRow'

const SORTS: readonly TReviewSort[] = REVIEW_SORTS
const LANGUAGE_CHOICES = ['', ...LANGUAGES] as const
const oneDecimal = (language: string, score: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score)
const DEFAULTS: TReviewFilters = { supplier: '', sort: 'newest', language: '' }

/** An admin's choice of supplier: every supplier of the public list, and the URL's one if it is not among them. */
function SupplierSelect({ value, onChange }: { value: string; onChange: (supplier: string) => void }) {
  const { t } = useTranslation('console')
  const suppliers = useSuppliers()
  const items = suppliers.data?.items ?? []
  const options = [{ value: '', label: t('reviews.chooseSupplier') }, ...items.map((s) => ({ value: s._id, label: s.fullName }))]
  if (value && suppliers.data && !items.some((s) => s._id === value)) options.push({ value, label: value })
  return (
    <SelectField
      compact
      id="reviews-supplier"
      label={t('reviews.supplier')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={options}
    />
  )
}

/** The reviews of the signed-in supplier, or of the supplier an admin chose, with their order and language in the URL. */
function Reviews({ user }: { user: TStoredUser }) {
  const { t, i18n } = useTranslation('console')
  const admin = user.type === 'admin'
  const [filters, change] = useListParams<TReviewFilters>(
    (params) => ({
      supplier: admin ? (params.get('supplier') ?? '') : '',
      sort: oneOf(SORTS, params.get('sort'), 'newest'),
      language: oneOf(LANGUAGE_CHOICES, params.get('language') ?? '', ''),
    }),
    DEFAULTS,
  )
  const select = filterSelect('reviews', filters, DEFAULTS, change)
  const supplierId = admin ? filters.supplier : user._id
  const pages = useSupplierReviews(supplierId, filters)
  const items = pages.data?.pages.flatMap((page) => page.items) ?? []
  const rating = pages.data?.pages[0]?.rating
  return (
    <section aria-label={t('reviews.title')} className="flex flex-col gap-4">
      <ListFrame
        id="reviews"
        selectCount={admin ? 3 : 2}
        selects={
          <>
            {admin && <SupplierSelect value={filters.supplier} onChange={(supplier) => change({ ...filters, supplier })} />}
            {select('sort', SORTS, t('reviews.sort'), (sort) => t(`reviews.sorts.${sort}`))}
            {select('language', LANGUAGE_CHOICES, t('reviews.language'), (code) => (code ? LANGUAGE_NAMES[code] : t('reviews.allLanguages')))}
          </>
        }
        waiting={supplierId ? null : t('reviews.pickSupplier')}
        count={
          rating && rating.score !== null
            ? t('reviews.average', { score: oneDecimal(i18n.language, rating.score), count: rating.count })
            : t('reviews.noAverage')
        }
        empty={t('reviews.empty')}
        showMore={t('reviews.showMore')}
        pages={pages}
        isEmpty={items.length === 0}
      >
        {items.map((review) => (
          <ReviewRow key={review._id} review={review} role={admin ? 'admin' : 'supplier'} />
        ))}
      </ListFrame>
    </section>
  )
}

/** /console/reviews: a supplier answers its reviews; an admin reads any supplier's and hides one with a reason. */
export default function ReviewsPage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('reviews.title')} lead={(user) => t(user.type === 'admin' ? 'reviews.leadAdmin' : 'reviews.lead')}>
      {(user) => <Reviews user={user} />}
    </ConsoleShell>
  )
}
