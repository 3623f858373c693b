import { hideReview, replyToReview, supplierReviews } from '@wheelbase/core/contracts/reviews'
import type { TLanguage } from '@wheelbase/core/languages'
import type { REVIEW_SORTS } from '@wheelbase/core/reviews'
import { useCallPages } from '../../../lib/api/useCallPages'
import { useChange } from '../../../lib/api/useChange'

export type TReviewSort = (typeof REVIEW_SORTS)[number]

/** The list's filters in the URL: the supplier (an admin's choice), the order and the comments' language ('' for all). */
export type TReviewFilters = { supplier: string; sort: TReviewSort; language: TLanguage | '' }

/** A supplier's reviews, 10 a page (hidden ones too, for that supplier and admins); waits while no supplier is chosen. */
export function useSupplierReviews(supplierId: string, filters: TReviewFilters) {
  return useCallPages(
    supplierReviews,
    supplierId ? { params: { id: supplierId }, query: { sort: filters.sort, ...(filters.language ? { lang: filters.language } : {}) } } : null,
  )
}

export const useReplyToReview = () => useChange(replyToReview)
export const useHideReview = () => useChange(hideReview)
