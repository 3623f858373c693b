import { describe, expect, it } from 'vitest'
import { basePathOf, pathInLanguage, splitLanguagePath } from '../src/languagePaths'

describe('addresses per language', () => {
  it('reads the language an address starts with, and the page without it', () => {
    expect(splitLanguagePath('/fr/cars?x=1')).toEqual({ language: 'fr', rest: '/cars?x=1' })
    expect(splitLanguagePath('/he')).toEqual({ language: 'he', rest: '/' })
    expect(splitLanguagePath('/zh/')).toEqual({ language: 'zh', rest: '/' })
    expect(splitLanguagePath('/el?currency=USD')).toEqual({ language: 'el', rest: '/?currency=USD' })
  })

  it('leaves an address without a language, or one that only starts like one, as it is', () => {
    expect(splitLanguagePath('/cars')).toEqual({ language: null, rest: '/cars' })
    expect(splitLanguagePath('/french-riviera')).toEqual({ language: null, rest: '/french-riviera' })
    expect(splitLanguagePath('/de/cars')).toEqual({ language: null, rest: '/de/cars' })
    expect(splitLanguagePath('/')).toEqual({ language: null, rest: '/' })
  })

  it('writes a page at a language address, the home page as the base itself', () => {
    expect(pathInLanguage('fr', '/cars?x=1')).toBe('/fr/cars?x=1')
    expect(pathInLanguage('he', '/')).toBe('/he')
    expect(pathInLanguage('he', '/?currency=EUR')).toBe('/he?currency=EUR')
    expect(pathInLanguage(null, '/cars')).toBe('/cars')
    expect(basePathOf('zh')).toBe('/zh')
    expect(basePathOf(null)).toBe('')
  })

  it('round-trips every page of every language', () => {
    for (const path of ['/', '/cars', '/car-hire/heraklion-airport-crete', '/booking?b=1'])
      for (const language of ['en', 'fr', 'el', 'he', 'zh'] as const)
        expect(splitLanguagePath(pathInLanguage(language, path))).toEqual({ language, rest: path })
  })
})
