import { z } from 'zod'

// C0 and C1 control characters, DEL and the Unicode line and paragraph separators. A one-line
// field (a name, a phone, a subject) holds none of them; a multi-line text (a bio, a message)
// keeps tab, line feed and carriage return. NUL in particular must never reach the database:
// PostgreSQL refuses it in text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- likewise
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

// Half of a surrogate pair alone is no character: it cannot be written as UTF-8, and PostgreSQL
// refuses it in JSON (a queued mail's payload, say).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isSingleLine = (text: string): boolean => !CONTROL.test(text) && !LONE_SURROGATE.test(text)
export const isPlainMultiline = (text: string): boolean => !CONTROL_EXCEPT_LINES.test(text) && !LONE_SURROGATE.test(text)

// `abort`: a text over its limit is refused as too long, and no later check reads all of it
// (a request may carry a megabyte where a thousand characters are allowed).

/** One line of text: trimmed, at most `max` characters, no line break or control character. */
export function ZSingleLine(max: number) {
  return z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, { error: 'validation.tooLong', abort: true })
    .refine(isSingleLine, { error: 'validation.singleLine' })
}

/** Text of several lines: trimmed, at most `max` characters, line breaks kept, other control characters refused. */
export function ZMultiline(max: number) {
  return z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, { error: 'validation.tooLong', abort: true })
    .refine(isPlainMultiline, { error: 'validation.invisibleCharacters' })
}
