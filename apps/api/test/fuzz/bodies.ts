import type { RawBody } from './images'

const JSON_TYPE = 'application/json'
const PLACEHOLDER = 'WB_FUZZ_PLACEHOLDER'

const json = (note: string, text: string | Buffer, contentType: string | undefined = JSON_TYPE): RawBody => ({
  note,
  contentType,
  body: typeof text === 'string' ? Buffer.from(text) : text,
})

/** The body with one field set to `value` (any JSON value, or undefined to drop the field). */
export function withField(body: Record<string, unknown>, key: string, value: unknown): Buffer {
  return Buffer.from(JSON.stringify({ ...body, [key]: value }))
}

/** Bytes that are not valid UTF-8, put raw into a JSON string. */
export const INVALID_UTF8: [string, Buffer][] = [
  ['lone 0xFF', Buffer.from([0xff])],
  ['truncated 2-byte sequence', Buffer.from([0xc3])],
  ['bad continuation', Buffer.from([0xc3, 0x28])],
  ['overlong "/"', Buffer.from([0xc0, 0xaf])],
  ['encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
  ['code point above U+10FFFF', Buffer.from([0xf4, 0x90, 0x80, 0x80])],
  ['raw NUL byte', Buffer.from([0x00])],
]

/** The body with raw bytes inside the string value of `key`. */
export function withRawBytes(body: Record<string, unknown>, key: string, bytes: Buffer): Buffer {
  const [before = '', after = ''] = JSON.stringify({ ...body, [key]: `a${PLACEHOLDER}b` }).split(PLACEHOLDER)
  return Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)])
}

/** A string that is free text, not an id or a date (those would fail validation before reaching anything). */
const isText = (v: unknown) => typeof v === 'string' && !/^[0-9a-f-]{36}$|^\d{4}-\d\d-\d\d/i.test(v)

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** Names of the whole-body mutations, for a fixed corpus to pick some by name. */
export type RawJsonKind = (typeof RAW_JSON_KINDS)[number]
export const RAW_JSON_KINDS = [
  'proto first',
  'proto last',
  'constructor.prototype',
  'proto string',
  'duplicate keys',
  'array 1000 deep',
  'array 10000 deep',
  'array 100000 deep',
  'object 10000 deep',
  'field 10000 deep',
  'truncated',
  'cut before last brace',
  'empty',
  'whitespace',
  'UTF-8 BOM',
  'UTF-16LE',
  'top-level null',
  'top-level array',
  'top-level string',
  'top-level huge number',
  'trailing garbage',
  'two documents',
  'comments and single quotes',
  'NaN and Infinity',
  'NUL in every text',
  'unpaired surrogates',
  'bad escapes',
  '1 MB of spaces first',
  '2 MB string',
] as const

/**
 * One of the whole-body mutations of a JSON request (prototype keys, depth, truncation, odd
 * encodings and syntax): by name, or by a number taken modulo their count. Built lazily: some are megabytes long.
 */
export function rawJsonBody(body: Record<string, unknown>, which: number | RawJsonKind, cutAt: number): RawBody {
  const text = JSON.stringify(body)
  const inner = text.slice(1, -1)
  const merge = (extra: string) => `{${extra}${inner ? `,${inner}` : ''}}`
  const strings = Object.keys(body).filter((key) => typeof body[key] === 'string')
  const makers: Record<RawJsonKind, () => RawBody> = {
    'proto first': () => json('{"__proto__": {...}} first', merge('"__proto__":{"polluted":true,"type":"admin"}')),
    'proto last': () => json('{"__proto__": {...}} last', `{${inner ? `${inner},` : ''}"__proto__":{"polluted":true}}`),
    'constructor.prototype': () => json('"constructor": {"prototype": {...}}', merge('"constructor":{"prototype":{"polluted":true}}')),
    'proto string': () => json('"__proto__" as a string', merge('"__proto__":"x"')),
    'duplicate keys': () =>
      json(
        'duplicate keys with other types',
        merge(
          Object.keys(body)
            .map((k) => `"${k}":{"x":[1]}`)
            .join(',') || '"a":1,"a":{}',
        ),
      ),
    'array 1000 deep': () => json('array nested 1000 deep', deepArray(1000)),
    'array 10000 deep': () => json('array nested 10000 deep', deepArray(10_000)),
    'array 100000 deep': () => json('array nested 100000 deep', deepArray(100_000)),
    'object 10000 deep': () => json('object nested 10000 deep', deepObject(10_000)),
    'field 10000 deep': () => json('a field nested 10000 deep', merge(`"deep":${deepObject(10_000)}`)),
    truncated: () => json(`truncated at ${cutAt % (text.length + 1)} of ${text.length}`, text.slice(0, cutAt % (text.length + 1))),
    'cut before last brace': () => json('cut before the last brace', text.slice(0, -1)),
    empty: () => json('empty', ''),
    whitespace: () => json('whitespace only', ' \r\n\t '),
    'UTF-8 BOM': () => json('UTF-8 BOM first', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])),
    'UTF-16LE': () => json('UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])),
    'top-level null': () => json('top-level null', 'null'),
    'top-level array': () => json('top-level array', `[${text}]`),
    'top-level string': () => json('top-level string', JSON.stringify(text)),
    'top-level huge number': () => json('top-level number', '1e999999'),
    'trailing garbage': () => json('trailing garbage', `${text}xyz`),
    'two documents': () => json('two documents', `${text}${text}`),
    'comments and single quotes': () => json('comments and single quotes', `/* x */{'a': 1, // y\n}`),
    'NaN and Infinity': () => json('NaN and Infinity', merge('"n":NaN,"i":-Infinity')),
    'NUL in every text': () =>
      json('every text "\\u0000"', JSON.stringify(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, isText(v) ? `\u0000${v}\u0000` : v])))),
    'unpaired surrogates': () =>
      json('unpaired surrogate escapes', merge(strings.map((k) => `"${k}":"\\ud800\\udc00\\udfff\\ud800"`).join(',') || '"a":"\\ud800"')),
    'bad escapes': () => json('bad escape sequences', merge('"a":"\\x41\\u00zz\\"')),
    '1 MB of spaces first': () => json('1 MB of spaces then the body', `${' '.repeat(1024 * 1024)}${text}`),
    '2 MB string': () => json('a 2 MB string (over the body limit)', merge(`"big":"${'a'.repeat(2 * 1024 * 1024)}"`)),
  }
  const kind = typeof which === 'number' ? (RAW_JSON_KINDS[Math.abs(which) % RAW_JSON_KINDS.length] as RawJsonKind) : which
  return makers[kind]()
}

/** Content types to send a JSON text under (undefined: no Content-Type header at all). */
export const CONTENT_TYPES: (string | undefined)[] = [
  undefined,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="%zz"',
  'application/json;;;=',
  'application/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/octet-stream',
  'application/xml',
  '*/*',
  'image/png',
  `application/json; x=${'y'.repeat(10_000)}`,
]
