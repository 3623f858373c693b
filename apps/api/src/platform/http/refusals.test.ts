import { describe, expect, it } from 'vitest'
import { STATUS_REFUSALS } from '@wheelbase/core/bookingRules'
import { translateMessage } from '@wheelbase/core/messages'
import { DomainError } from '../../domain/errors'
import { RefundFailed, TransitionRefused } from '../../domain/lifecycle'
import { toWebp } from '../adapters/images'
import { refusalOf, STATUS_OF } from './errors'

/** Every refusal, from any layer, is one DomainError; STATUS_OF alone turns its problem into HTTP (issue 43). */
describe('one family of refusals, one table of statuses', () => {
  it('answers each problem with its own 4xx or 503, and anything else as a bug', () => {
    expect(new Set(Object.values(STATUS_OF)).size).toBe(Object.keys(STATUS_OF).length)
    expect(refusalOf(new DomainError('rateLimited', 'too_many_requests', 'api.tooManyRequests', {}, { retryAfterSeconds: 7 }))).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 7,
    })
    expect(refusalOf(new Error('a bug'))).toBeUndefined()
  })

  it('tells a status change the rules refuse as a 409 with the reason’s own message', () => {
    for (const reason of STATUS_REFUSALS) {
      const refusal = refusalOf(new TransitionRefused(reason))
      expect(refusal?.statusCode).toBe(409)
      expect(translateMessage('en', refusal!.messageKey)).not.toBe(refusal!.messageKey)
    }
  })

  it('tells a refund the provider refused as a 503 the client may retry, keeping the cause for the log', () => {
    const cause = new Error('card_declined')
    const error = new RefundFailed({ cause })
    expect(refusalOf(error)).toMatchObject({ statusCode: 503, code: 'refund_failed', messageKey: 'bookings.refusedRefundFailed' })
    expect(error.cause).toBe(cause)
  })

  it('lets the image adapter refuse an unreadable file in its own terms, answered 415', async () => {
    const error = await toWebp(Buffer.from('not an image'), { width: 10, height: 10, fit: 'cover' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DomainError)
    expect(refusalOf(error)?.statusCode).toBe(415)
  })
})
