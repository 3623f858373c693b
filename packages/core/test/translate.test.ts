import { describe, expect, it } from 'vitest'
import { fillText, fillTree, pluralForm, textAt, type TTextTree } from '../src/translate'

const TREE: TTextTree = {
  title: 'Results',
  search: {
    seats_one: '{{count}} seat',
    seats_two: '{{count}} seats (pair)',
    seats_other: '{{count}} seats',
    days_zero: 'no day',
    days_one: 'one day',
    days_other: '{{count}} days',
    plain: 'For {{name}}, {{ name }} again',
    difference_more: '{{amount}} more',
    difference_less: '{{amount}} less',
    cars_more_one: 'one more car',
    cars_more_other: '{{count}} more cars',
  },
  sections: [{ heading: 'About {{app}}', body: ['We are {{app}}.'] }],
}

describe('reading a translation file as i18next wrote them', () => {
  it('finds a text by a dotted key, and nothing for a key it does not have', () => {
    expect(textAt(TREE, 'title', 'en')).toBe('Results')
    expect(textAt(TREE, 'search.plain', 'en')).toBe('For {{name}}, {{ name }} again')
    expect(textAt(TREE, 'search.nothing', 'en')).toBeUndefined()
    expect(textAt(TREE, 'title.deeper', 'en')).toBeUndefined()
    expect(textAt(undefined, 'title', 'en')).toBeUndefined()
  })

  it("picks the language's plural form by count, then _other, then the key itself", () => {
    expect(textAt(TREE, 'search.seats', 'en', { count: 1 })).toBe('{{count}} seat')
    expect(textAt(TREE, 'search.seats', 'en', { count: 2 })).toBe('{{count}} seats')
    // Hebrew has a dual: CLDR's "two".
    expect(textAt(TREE, 'search.seats', 'he', { count: 2 })).toBe('{{count}} seats (pair)')
    // French's "one" takes 0 and 1; Chinese has only "other".
    expect(textAt(TREE, 'search.seats', 'fr', { count: 0 })).toBe('{{count}} seat')
    expect(textAt(TREE, 'search.seats', 'zh', { count: 1 })).toBe('{{count}} seats')
    // A form the file lacks falls back to _other; 0 takes _zero when the file has one.
    expect(textAt(TREE, 'search.days', 'fr', { count: 1_000_000 })).toBe('{{count}} days')
    expect(textAt(TREE, 'search.days', 'en', { count: 0 })).toBe('no day')
    expect(textAt(TREE, 'title', 'en', { count: 3 })).toBe('Results')
    expect(pluralForm('he', 2)).toBe('two')
  })

  it('picks a named variant by context, in its plural form first, else the key itself', () => {
    expect(textAt(TREE, 'search.difference', 'en', { context: 'more' })).toBe('{{amount}} more')
    expect(textAt(TREE, 'search.difference', 'en', { context: 'less' })).toBe('{{amount}} less')
    expect(textAt(TREE, 'search.cars_more', 'en', { count: 1 })).toBe('one more car')
    expect(textAt(TREE, 'search.cars', 'en', { context: 'more', count: 3 })).toBe('{{count}} more cars')
    expect(textAt(TREE, 'search.seats', 'en', { context: 'unknown', count: 2 })).toBe('{{count}} seats')
    expect(textAt(TREE, 'search.plain', 'en', { context: 'unknown' })).toBe('For {{name}}, {{ name }} again')
  })

  it('fills every placeholder it has a value for, and keeps the others', () => {
    expect(fillText('For {{name}}, {{ name }} again', { name: 'Dora' })).toBe('For Dora, Dora again')
    expect(fillText('{{count}} seats from {{price}}', { count: 4 })).toBe('4 seats from {{price}}')
    expect(fillText('No placeholder', { name: 'x' })).toBe('No placeholder')
  })

  it('fills a whole branch, arrays and objects alike', () => {
    expect(fillTree(TREE.sections as TTextTree[], { app: 'Wheelbase' })).toEqual([{ heading: 'About Wheelbase', body: ['We are Wheelbase.'] }])
  })
})
