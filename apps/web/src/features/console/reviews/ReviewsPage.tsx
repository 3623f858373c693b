import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, LANGUAGES } from '@wheelbase/core/languages'
import { REVIEW_SORTS } from '@wheelbase/core/reviews'
import { SelectField } from '../../../components/form/SelectField'
import { ListEnd } from '../../../components/ListEnd'
import type { TStoredUser } from '../../../lib/localStore'
import { useSuppliers } from '../../../lib/places'
import { ConsoleShell } from '../ConsoleShell'
import { oneOf, useListParams } from '../useListParams'
import { useSupplierReviews, type TReviewFilters, type TReviewSort } from './api'
import { ReviewRow } from './ReviewRow'
import { Card, cardClass } from '../../../components/ui/Card'

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
  const supplierId = admin ? filters.supplier : user._id
  const pages = useSupplierReviews(supplierId, filters)
  const items = pages.data?.pages.flatMap((page) => page.items) ?? []
  const rating = pages.data?.pages[0]?.rating
  return (
    <section aria-label={t('reviews.title')} className="flex flex-col gap-4">
      <div className={cardClass(`grid grid-cols-1 gap-3 p-4 ${admin ? 'desk:grid-cols-3' : 'desk:grid-cols-2'}`)}>
        {admin && <SupplierSelect value={filters.supplier} onChange={(supplier) => change({ ...filters, supplier })} />}
        <SelectField
          compact
          id="reviews-sort"
          label={t('reviews.sort')}
          value={filters.sort}
          onChange={(e) => change({ ...filters, sort: oneOf(SORTS, e.target.value, 'newest') })}
          options={SORTS.map((sort) => ({ value: sort, label: t(`reviews.sorts.${sort}`) }))}
        />
        <SelectField
          compact
          id="reviews-language"
          label={t('reviews.language')}
          value={filters.language}
          onChange={(e) => change({ ...filters, language: oneOf(LANGUAGE_CHOICES, e.target.value, '') })}
          options={LANGUAGE_CHOICES.map((code) => ({ value: code, label: code ? LANGUAGE_NAMES[code] : t('reviews.allLanguages') }))}
        />
      </div>
      {!supplierId ? (
        <Card as="p" className="p-6">
          {t('reviews.pickSupplier')}
        </Card>
      ) : (
        <>
          <p aria-live="polite" className="font-semibold">
            {pages.isPending
              ? t('loading')
              : rating && rating.score !== null
                ? t('reviews.average', { score: oneDecimal(i18n.language, rating.score), count: rating.count })
                : t('reviews.noAverage')}
          </p>
          {pages.isError && <p role="alert">{t('loadError')}</p>}
          {!pages.isPending && !pages.isError && items.length === 0 && (
            <Card as="p" className="p-6">
              {t('reviews.empty')}
            </Card>
          )}
          <ul className={`flex flex-col gap-3 ${pages.isPlaceholderData ? 'opacity-60' : ''}`}>
            {items.map((review) => (
              <ReviewRow key={review._id} review={review} role={admin ? 'admin' : 'supplier'} />
            ))}
          </ul>
          <ListEnd pages={pages} label={t('reviews.showMore')} busyLabel={t('loading')} paused={pages.isPlaceholderData} />
        </>
      )}
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
