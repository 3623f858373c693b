import { useRef } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { REVIEW_SORTS } from '@wheelbase/core/reviews'
import type { TSupplierProfile } from '@wheelbase/core/schemas/reviews'
import { PageShell } from '../../components/PageShell'
import { QueryForm } from '../../components/form/QueryForm'
import { Skeleton, SkeletonText } from '../../components/ui/Skeleton'
import { AppLink } from '../../components/AppLink'
import { formatScore } from '../../components/car/SupplierRating'
import { NotFoundPage } from '../../app/NotFoundPage'
import { refused } from '../../lib/api/failure'
import { useEarlyInputs } from '../../lib/hydration'
import { usePageMeta } from '../../lib/usePageTitle'
import { useSupplierProfile } from './api'
import { profileQueryOf, profileSearch, type TProfileQuery, type TReviewSort } from './profileRequest'
import { PublicReview } from '../../components/reviews/PublicReview'
import { RatingSummary } from './RatingSummary'
import { supplierJsonLd } from './supplierJsonLd'
import { Card } from '../../components/ui/Card'

/**
 * A supplier's public page (/suppliers/{slug}, rendered on the server): who it is, its averages
 * per score, and its verified reviews with their replies, 10 a page, sorted and filtered by
 * language in the address, so each view is a link a search engine can follow.
 */
export default function SupplierPage() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const { t, i18n } = useTranslation(['suppliers', 'search'])
  const profile = useSupplierProfile(slug, params)
  const data = profile.data
  const language = i18n.language as TLanguage
  const description = data
    ? data.rating.count > 0 && data.rating.score !== null
      ? t('supplierPage.description', { supplier: data.supplier.fullName, score: formatScore(data.rating.score, language), count: data.rating.count })
      : t('supplierPage.descriptionNew', { supplier: data.supplier.fullName })
    : null
  usePageMeta(data && description ? { description, jsonLd: supplierJsonLd(data) } : null)
  if (refused(profile.error, 404)) return <NotFoundPage />
  return (
    <PageShell title={data?.supplier.fullName ?? t('supplierPage.loading')} wide>
      {data ? <Profile data={data} query={profileQueryOf(params)} slug={slug} /> : <ProfileSkeleton failed={profile.isError} />}
    </PageShell>
  )
}

function ProfileSkeleton({ failed }: { failed: boolean }) {
  const { t } = useTranslation(['suppliers', 'search'])
  if (failed) return <p role="alert">{t('supplierPage.loadError')}</p>
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <Skeleton className="h-32 rounded-card" />
      <SkeletonText />
    </div>
  )
}

function Profile({ data, query, slug }: { data: TSupplierProfile; query: TProfileQuery; slug: string }) {
  const { t, i18n } = useTranslation(['suppliers', 'search'])
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const { supplier, rating, items, nextPage } = data
  const path = `/suppliers/${slug}`
  const go = (next: TProfileQuery) => void navigate(`${path}${profileSearch(next)}`)
  const controls = useRef<HTMLFormElement>(null)
  // A choice made before the app started is taken once it runs.
  useEarlyInputs(controls, () => {
    const form = controls.current
    if (!form) return
    go(profileQueryOf(new URLSearchParams(new FormData(form) as unknown as Record<string, string>)))
  })
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' })
  return (
    <div className="flex flex-col gap-8">
      <Card as="section" aria-labelledby="supplier-about" className="flex flex-wrap items-center gap-6 p-5">
        <h2 id="supplier-about" className="sr-only">
          {t('supplierPage.about')}
        </h2>
        <span className="flex h-[60px] w-[120px] shrink-0 items-center justify-center">
          {supplier.avatar && <img src={supplier.avatar} alt="" width={120} height={60} className="max-h-full max-w-full object-contain" />}
        </span>
        <div className="min-w-0 flex-1 basis-64">
          {supplier.bio && (
            <p dir="auto" className="break-words">
              {supplier.bio}
            </p>
          )}
          <p className="text-sm text-muted">{t('search:cars', { count: supplier.carCount })}</p>
        </div>
      </Card>
      {supplier.places.length > 0 && (
        <section aria-labelledby="supplier-places" className="flex flex-col gap-3">
          <h2 id="supplier-places" className="text-2xl font-bold">
            {t('supplierPage.places')}
          </h2>
          {/* Each place's page: its prices and the other suppliers there. */}
          <ul className="flex flex-wrap gap-2">
            {supplier.places.map((place) => (
              <li key={place.slug}>
                <AppLink
                  to={`/car-hire/${place.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-semibold hover:bg-focused"
                >
                  {place.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RatingSummary rating={rating} />
      <section aria-labelledby="supplier-reviews" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="supplier-reviews" className="text-2xl font-bold">
            {t('supplierPage.reviews')}
          </h2>
          <QueryForm ref={controls} action={path} submit={tc('apply')} className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('supplierPage.sort')}
              <select
                name="sort"
                value={query.sort}
                onChange={(event) => go({ ...query, sort: event.target.value as TReviewSort, page: 1 })}
                className="min-h-11 rounded-lg border border-line bg-white px-3"
              >
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`supplierPage.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('supplierPage.language')}
              <select
                name="reviews"
                value={query.lang ?? ''}
                onChange={(event) => go({ ...query, lang: (event.target.value || undefined) as TLanguage | undefined, page: 1 })}
                className="min-h-11 rounded-lg border border-line bg-white px-3"
              >
                <option value="">{t('supplierPage.allLanguages')}</option>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName.of(code) ?? code}
                  </option>
                ))}
              </select>
            </label>
          </QueryForm>
        </div>
        {items.length === 0 ? (
          <Card as="p" className="p-5">
            {query.lang ? t('supplierPage.noneInLanguage') : t('supplierPage.none')}
          </Card>
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((review) => (
              <li key={review._id}>
                <PublicReview review={review} supplier={supplier.fullName} />
              </li>
            ))}
          </ul>
        )}
        {(query.page > 1 || nextPage) && (
          <nav aria-label={t('supplierPage.pages')} className="flex justify-between gap-3">
            {query.page > 1 ? (
              <AppLink
                to={`${path}${profileSearch({ ...query, page: query.page - 1 })}`}
                className="min-h-11 px-2 py-2 font-semibold underline underline-offset-4"
              >
                {t('supplierPage.previous')}
              </AppLink>
            ) : (
              <span />
            )}
            {nextPage && (
              <AppLink
                to={`${path}${profileSearch({ ...query, page: nextPage })}`}
                className="min-h-11 px-2 py-2 font-semibold underline underline-offset-4"
              >
                {t('supplierPage.next')}
              </AppLink>
            )}
          </nav>
        )}
      </section>
    </div>
  )
}
