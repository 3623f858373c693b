import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES } from '../src/bookingStatus'
import { CONTACT_DISGUISES } from './contactDisguises'
import { authorName, averageOf, COMMENT_MAX, hasContactDetails, reviewProblem } from '../src/reviews'
import { ZReviewBody } from '../src/schemas/reviews'

describe('who may review', () => {
  const now = new Date('2026-06-10T12:00:00Z')
  it('takes a rental that took place once its drop-off has passed', () => {
    const over = new Date('2026-06-10T11:59:00Z')
    const answers = BOOKING_STATUSES.map((status) => [status, reviewProblem({ status, to: over }, now)])
    expect(answers).toEqual([
      ['void', 'notRented'],
      ['pending', 'notRented'],
      ['deposit', null],
      ['paid', null],
      ['reserved', null],
      ['cancelled', 'notRented'],
    ])
    expect(reviewProblem({ status: 'paid', to: new Date('2026-06-10T12:01:00Z') }, now)).toBe('notOver')
  })
})

describe('contact details in a review', () => {
  it.each([
    'Mail me: maria.k@example.gr',
    'Call 6912345678',
    'Call +30 (210) 123-4567',
    'www.cheaper-cars.com',
    'https://example.org/deal',
    'book at rent-direct.com instead',
    'כתבו לי ל-dana@mail.co.il',
    'Μαρία@παράδειγμα.ελ',
    'the site visit.example.com',
  ])('finds one in "%s"', (text) => expect(hasContactDetails(text)).toBe(true))

  // The disguises an outside probe tried (issue 46): spelled out, folded, other scripts' digits, other endings, handles.
  it.each(CONTACT_DISGUISES)('finds one disguised in "%s"', (text) => expect(hasContactDetails(text)).toBe(true))

  it.each([
    'Great car, clean and on time. 10/10!',
    'Paid 45 euros for 3 days, flight A3 602 on 12/05.',
    'Picked up at 08:30, returned 2026-06-12 at 18:00.',
    'Le véhicule était propre. Merci !',
    '车很干净，取车很快。',
    'a.b.c',
    'We arrived at Athens at 10:00 and the desk was at the airport.',
    'Worth it at 45 euros a day, but the dot on the map was wrong.',
    'Picked up on ٢٠٢٦-٠٦-١٢ at ٠٨:٣٠.',
    'Rated @ 9/10.',
  ])('finds none in "%s"', (text) => expect(hasContactDetails(text)).toBe(false))

  it('refuses an over-long comment as too long, without reading it for contact details', () => {
    const body = { score: 5, carCondition: 5, cleanliness: 5, pickupReturn: 5, value: 5, language: 'en' }
    const issues = (comment: string) => ZReviewBody.safeParse({ ...body, comment }).error?.issues.map((issue) => issue.message)
    expect(issues('Mail x@y.gr. '.repeat(COMMENT_MAX / 10))).toEqual(['validation.tooLong'])
    expect(issues('x@y.gr')).toEqual(['validation.contactDetails'])
    expect(issues('Clean car.')).toBeUndefined()
  })
})

describe('what is shown of a review', () => {
  it('names its author by first name and initial', () => {
    expect(authorName('Maria Konstantinou')).toBe('Maria K.')
    expect(authorName('  anna  louise  private ')).toBe('anna P.')
    expect(authorName('Cher')).toBe('Cher')
    expect(authorName('דנה לוי')).toBe('דנה ל.')
  })
  it('averages to one decimal, none without reviews', () => {
    expect(averageOf(26, 3)).toBe(8.7)
    expect(averageOf(0, 0)).toBeNull()
  })
})
