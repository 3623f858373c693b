import { afterEach, describe, expect, it, vi } from 'vitest'
import { datePartsOrder, formatDate, formatList, formatNumber, recordTexts } from './intl'
import type { TWrittenTexts } from './shippedTexts'

/** As the server's render does (ssr/entry-server.tsx). */
function withTextsWritten<T>(render: () => T): { result: T; texts: TWrittenTexts } {
  const texts: TWrittenTexts = {}
  recordTexts(texts)
  try {
    return { result: render(), texts }
  } finally {
    recordTexts(null)
  }
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const
const SCORE = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const
const march10 = Date.UTC(2027, 2, 10)

describe('dates and numbers the server wrote', () => {
  const { DateTimeFormat, NumberFormat, ListFormat } = Intl
  afterEach(() => Object.assign(Intl, { DateTimeFormat, NumberFormat, ListFormat }))

  it('the server ships what its render wrote, by formatter and value', () => {
    const { result, texts } = withTextsWritten(() => [formatDate('fr', DAY, march10), formatNumber('el', SCORE, 8.7)])
    expect(result).toEqual(['mer. 10 mars', '8,7'])
    expect(Object.values(texts)).toEqual([{ [march10]: 'mer. 10 mars' }, { '8.7': '8,7' }])
    // Outside a render nothing is kept.
    formatDate('fr', DAY, march10 + 86_400_000)
    expect(Object.values(texts)).toHaveLength(2)
  })

  it('the browser reads them, building no formatter, and formats any other value itself', async () => {
    const { texts } = withTextsWritten(() => [formatDate('he', DAY, march10), formatNumber('zh', SCORE, 9.4)])
    // The browser's own copy of the module, which has built no formatter yet.
    vi.resetModules()
    const browser = { ...(await import('./intl')), ...(await import('./shippedTexts')) }
    // The texts as shipped: the browser shows these, whatever its own Intl would write.
    const shipped = JSON.parse(JSON.stringify(texts).replace(':"9.4"', ':"9.4 (server)"')) as typeof texts
    browser.receiveTexts(shipped)
    // As in a browser's first render: any formatter built would throw.
    function refuse(): never {
      throw new Error('a formatter was built')
    }
    Object.assign(Intl, { DateTimeFormat: refuse, NumberFormat: refuse })
    expect(browser.formatNumber('zh', SCORE, 9.4)).toBe('9.4 (server)')
    expect(browser.formatDate('he', DAY, march10)).toBe(Object.values(texts)[0]?.[march10])
    expect(() => browser.formatDate('he', DAY, march10 + 86_400_000)).toThrow('a formatter was built')
    Object.assign(Intl, { DateTimeFormat, NumberFormat })
    expect(browser.formatDate('he', { dateStyle: 'full', timeZone: 'UTC' }, march10)).toBe('יום רביעי, 10 במרץ 2027')
  })

  it("lists and the order of a date's boxes too: the browser builds neither formatter for what the server wrote", async () => {
    const { result, texts } = withTextsWritten(() => [formatList('fr', ['GPS', 'Bluetooth', 'USB']), datePartsOrder('zh'), datePartsOrder('en')])
    expect(result).toEqual(['GPS, Bluetooth et USB', ['year', 'month', 'day'], ['month', 'day', 'year']])
    vi.resetModules()
    const browser = { ...(await import('./intl')), ...(await import('./shippedTexts')) }
    browser.receiveTexts(JSON.parse(JSON.stringify(texts)) as typeof texts)
    function refuse(): never {
      throw new Error('a formatter was built')
    }
    Object.assign(Intl, { DateTimeFormat: refuse, ListFormat: refuse })
    expect(browser.formatList('fr', ['GPS', 'Bluetooth', 'USB'])).toBe('GPS, Bluetooth et USB')
    expect(browser.datePartsOrder('zh')).toEqual(['year', 'month', 'day'])
    expect(() => browser.formatList('fr', ['GPS'])).toThrow('a formatter was built')
    expect(() => browser.datePartsOrder('he')).toThrow('a formatter was built')
  })
})
