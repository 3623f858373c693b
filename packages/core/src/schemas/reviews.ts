import { z } from 'zod'
import { LANGUAGES } from '../languages'
import { COMMENT_MAX, HIDE_REASON_MAX, hasContactDetails, REPLY_MAX, REVIEW_SORTS, SCORE_MAX, SCORE_MIN } from '../reviews'
import { ZMultiline } from './text'

const ZScore = z
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(SCORE_MIN, { error: 'validation.invalidValue' })
  .max(SCORE_MAX, { error: 'validation.invalidValue' })

/** A text of a review or a reply: several lines, never an email address, phone number or web address. */
const ZReviewText = (max: number) => ZMultiline(max).refine((text) => !hasContactDetails(text), { error: 'validation.contactDetails' })

/** An id of the path: one that is not even a UUID names nothing (404, as for one that does not exist). */
export const ZReviewParams = z.object({ id: z.string().max(200) })
export const ZSupplierParams = z.object({ id: z.string().max(200) })

/** A driver's review of a booking's supplier. The comment's language is the one it was written in. */
export const ZReviewBody = z.object({
  score: ZScore,
  carCondition: ZScore,
  cleanliness: ZScore,
  pickupReturn: ZScore,
  value: ZScore,
  comment: ZReviewText(COMMENT_MAX).optional(),
  language: z.enum(LANGUAGES, { error: 'validation.invalidLanguage' }),
})
export type TReviewBody = z.output<typeof ZReviewBody>

export const ZReplyBody = z.object({ text: ZReviewText(REPLY_MAX).pipe(z.string().min(1, { error: 'validation.fillField' })) })
export const ZHideBody = z.object({ reason: ZMultiline(HIDE_REASON_MAX).pipe(z.string().min(1, { error: 'validation.fillField' })) })

/**
 * A review as shown: the author as first name and initial, never their account; null when the
 * author deleted their account (shown as "a former driver"). A hidden one is shown only to its
 * author, its supplier and admins, with the reason.
 */
export const ZReview = z.object({
  _id: z.uuid(),
  bookingId: z.uuid().nullable(),
  supplierId: z.uuid(),
  author: z.string().nullable(),
  score: z.number().int(),
  carCondition: z.number().int(),
  cleanliness: z.number().int(),
  pickupReturn: z.number().int(),
  value: z.number().int(),
  comment: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.iso.datetime(),
  reply: z.object({ text: z.string(), at: z.iso.datetime() }).nullable(),
  hidden: z.object({ reason: z.string(), at: z.iso.datetime() }).nullable(),
})
export type TReview = z.infer<typeof ZReview>

/** A supplier's averages (one decimal), over its shown reviews; null without any. */
export const ZRating = z.object({
  count: z.number().int(),
  score: z.number().nullable(),
  carCondition: z.number().nullable(),
  cleanliness: z.number().nullable(),
  pickupReturn: z.number().nullable(),
  value: z.number().nullable(),
})
export type TRating = z.infer<typeof ZRating>

/** A supplier's reviews, 10 a page, newest first or by score, in one language or all. */
export const ZSupplierReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(REVIEW_SORTS, { error: 'validation.invalidValue' }).default('newest'),
  lang: z.enum(LANGUAGES, { error: 'validation.invalidLanguage' }).optional(),
})

export const ZSupplierReviews = z.object({
  rating: ZRating,
  items: z.array(ZReview),
  nextPage: z.number().int().nullable(),
})
export type TSupplierReviews = z.infer<typeof ZSupplierReviews>

/** A supplier's public page (/suppliers/{slug}): who it is, its averages per score, and its reviews as asked. */
export const ZSupplierProfileParams = z.object({ slug: z.string().max(200) })
export const ZSupplierProfile = ZSupplierReviews.extend({
  supplier: z.object({
    _id: z.uuid(),
    slug: z.string(),
    fullName: z.string(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    carCount: z.number().int(),
    /** Where its cars are offered, by name: each a link to the place's page. */
    places: z.array(z.object({ slug: z.string(), name: z.string() })),
  }),
})
export type TSupplierProfile = z.infer<typeof ZSupplierProfile>
