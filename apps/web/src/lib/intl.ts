/**
 * Intl's formatters, made once per language and options: building one costs far more than using
 * it, and a results page formats the same dates and lists many times over (on the server too).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const listFormats = new Map<string, Intl.ListFormat>()

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(language, options)))
  return format
}

/** "A, B and C" in the language's own words and punctuation. */
export function listFormat(language: string): Intl.ListFormat {
  let format = listFormats.get(language)
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction' })))
  return format
}
