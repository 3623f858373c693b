/**
 * Intl's formatters, made once per language and options: building one costs far more than using
 * it, and a results page formats the same dates and lists many times over (on the server too).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const listFormats = new Map<string, Intl.ListFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

const formatKey = (language: string, options: object) => `${language} ${JSON.stringify(options)}`

function formatOf(key: string, language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(key)
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(language, options)))
  return format
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatOf(formatKey(language, options), language, options)
}

/**
 * Dates and numbers as this page's server wrote them, by formatter and value (record 0154). The
 * browser builds its first Intl formatter at a high price: Chromium loads ICU's data then,
 * 30–140 ms of a phone's main thread, in the middle of hydrating. A page the server rendered
 * already holds these as text, so the browser's first render reads them here and builds no
 * formatter until it meets a value the server did not write (a day picked in the calendar).
 */
export type TWrittenTexts = Record<string, Record<string, string>>
const written = new Map<string, Map<string, string>>()
/** What the server's render under way wrote (renderToString is synchronous: one at a time). */
let recording: TWrittenTexts | null = null

function textOf(key: string, value: number, format: () => { format(value: number): string }): string {
  const shipped = written.get(key)?.get(String(value))
  if (shipped !== undefined) return shipped
  const text = format().format(value)
  if (recording) (recording[key] ??= {})[String(value)] = text
  return text
}

/** A date or time in a language's format: `dateTimeFormat(…).format(time)`, or the server's text of it. */
export function formatDate(language: string, options: Intl.DateTimeFormatOptions, time: number | Date): string {
  const key = formatKey(language, options)
  return textOf(key, +time, () => formatOf(key, language, options))
}

/** A number in a language's format (8.7, 8,7), or the server's text of it. */
export function formatNumber(language: string, options: Intl.NumberFormatOptions, value: number): string {
  const key = `# ${formatKey(language, options)}`
  return textOf(key, value, () => {
    let format = numberFormats.get(key)
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)))
    return format
  })
}

/** The server's side: renders, and gives the dates and numbers the render wrote, to ship with its page. */
export function withTextsWritten<T>(render: () => T): { result: T; texts: TWrittenTexts } {
  const texts: TWrittenTexts = {}
  recording = texts
  try {
    return { result: render(), texts }
  } finally {
    recording = null
  }
}

/** The browser's side: what the server wrote, shipped with its page (main.tsx), read before hydrating. */
export function receiveTexts(texts: TWrittenTexts | undefined): void {
  for (const key in texts) written.set(key, new Map(Object.entries(texts[key] ?? {})))
}

/** "A, B and C" in the language's own words and punctuation. */
export function listFormat(language: string): Intl.ListFormat {
  let format = listFormats.get(language)
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction' })))
  return format
}
