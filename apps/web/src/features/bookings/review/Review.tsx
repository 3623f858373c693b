import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TReview, TReviewBody } from '@wheelbase/core/schemas/reviews'
import { ReviewCard } from './ReviewCard'
import { ReviewForm } from './ReviewForm'

/** The booking's review once written; before, "Rate your rental" where its driver may write one (the server says). */
export function Review({ booking, send }: { booking: TBookingDetail; send?: ((body: TReviewBody) => Promise<TReview>) | undefined }) {
  if (booking.review) return <ReviewCard review={booking.review} supplier={booking.supplier.fullName} />
  if (booking.mayReview && send) return <ReviewForm send={send} />
  return null
}
