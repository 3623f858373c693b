import { SCORE_MAX, SCORE_MIN } from '@wheelbase/core/reviews'
import type { TSupplierProfile } from '@wheelbase/core/schemas/reviews'

/** The page's structured data (schema.org): the rental business, its AggregateRating and the reviews shown. */
export function supplierJsonLd({ supplier, rating, items }: TSupplierProfile): Record<string, unknown> {
  const scale = { bestRating: SCORE_MAX, worstRating: SCORE_MIN }
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    name: supplier.fullName,
    ...(supplier.bio ? { description: supplier.bio } : {}),
    ...(rating.count > 0 && rating.score !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.score, ratingCount: rating.count, ...scale } }
      : {}),
    review: items
      .filter((review) => !review.hidden)
      .map((review) => ({
        '@type': 'Review',
        // A former driver's review is kept without a name (record 0136).
        ...(review.author ? { author: { '@type': 'Person', name: review.author } } : {}),
        datePublished: review.createdAt.slice(0, 10),
        inLanguage: review.language,
        reviewRating: { '@type': 'Rating', ratingValue: review.score, ...scale },
        ...(review.comment ? { reviewBody: review.comment } : {}),
      })),
  }
}
