import { shippedText, type TWrittenTexts } from './shippedTexts'

/**
 * Intl's formatters, made once per language and options: building one costs far more than using
 * it, and a results page formats the same dates and lists many times over (on the server too).
 */
const formats = new Map<string, unknown>()

const formatKey = (language: string, options: object) => `${language} ${JSON.stringify(options)}`

function formatterOf<F>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined
  if (!format) formats.set(key, (format = make()))
  return format
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  formatterOf(formatKey(language, options), () => new Intl.DateTimeFormat(language, options))

/**
 * Dates and numbers as this page's server wrote them, by formatter and value (record 0154). The
 * browser builds its first Intl formatter at a high price: Chromium loads ICU's data then,
 * 30–140 ms of a phone's main thread, in the middle of hydrating. A page the server rendered
 * already holds these as text (lib/shippedTexts.ts), so the browser's first render reads them and
 * builds no formatter until it meets a value the server did not write (a day picked in the calendar).
 */
let recording: TWrittenTexts | null = null

function textOf(key: string, id: string, write: () => string): string {
  let text = shippedText(key, id)
  if (text === undefined) {
    text = write()
    if (recording) (recording[key] ??= {})[id] = text
  }
  return text
}

/** A date or time in a language's format: `dateTimeFormat(…).format(time)`, or the server's text of it. */
export const formatDate = (language: string, options: Intl.DateTimeFormatOptions, time: number | Date): string =>
  textOf(formatKey(language, options), String(+time), () => dateTimeFormat(language, options).format(time))

/** A number in a language's format (8.7, 8,7), or the server's text of it. */
export function formatNumber(language: string, options: Intl.NumberFormatOptions, value: number): string {
  const key = `# ${formatKey(language, options)}`
  return textOf(key, String(value), () => formatterOf(key, () => new Intl.NumberFormat(language, options)).format(value))
}

/** "A, B and C" in the language's own words and punctuation, or the server's text of it. */
export const formatList = (language: string, items: readonly string[]): string =>
  textOf(`, ${language}`, items.join('\n'), () =>
    formatterOf(`, ${language}`, () => new Intl.ListFormat(language, { type: 'conjunction' })).format(items),
  )

type TDatePart = 'day' | 'month' | 'year'
const isDatePart = (type: string): type is TDatePart => type === 'day' || type === 'month' || type === 'year'

/** The order a language writes a date's parts in (month first in English, year first in Chinese), or the server's. */
export const datePartsOrder = (language: string): TDatePart[] =>
  textOf(`order ${language}`, '', () =>
    dateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(2000, 10, 22))
      .map((part) => part.type)
      .filter(isDatePart)
      .join(' '),
  )
    .split(' ')
    .filter(isDatePart)

/**
 * The server's side (ssr/entry-server.tsx): what the dates and numbers formatted from now on are
 * written into, to ship with the page; null when its render is done. A render is synchronous
 * (renderToString), so there is one at a time.
 */
export function recordTexts(into: TWrittenTexts | null): void {
  recording = into
}
