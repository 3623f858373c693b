import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { REVIEW_SORTS } from '@wheelbase/core/reviewSorts'

export type TReviewSort = (typeof REVIEW_SORTS)[number]
export type TProfileQuery = { page: number; sort: TReviewSort; lang: TLanguage | undefined }

/** The reviews' view of a supplier page's address (?sort=lowest&lang=he&page=2), read leniently: anything else is the default. */
export function profileQueryOf(query: URLSearchParams): TProfileQuery {
  const page = Number(query.get('page'))
  const sort = query.get('sort')
  const lang = query.get('reviews')
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TReviewSort) : 'newest',
    lang: (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as TLanguage) : undefined,
  }
}

/** The address of a view of a supplier's page: defaults left out, so one view has one address. */
export function profileSearch({ page, sort, lang }: TProfileQuery): string {
  const params = new URLSearchParams()
  if (sort !== 'newest') params.set('sort', sort)
  if (lang) params.set('reviews', lang)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** What the page asks for its address (the server's render asks the same). */
export function supplierProfileRequest(slug: string, query: URLSearchParams) {
  const { page, sort, lang } = profileQueryOf(query)
  return { params: { slug }, query: { page: String(page), sort, ...(lang ? { lang } : {}) } }
}
