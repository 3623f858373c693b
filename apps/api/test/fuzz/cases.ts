import fc from 'fast-check'
import { CONTENT_TYPES, INVALID_UTF8, type RawJsonKind } from './bodies'
import { BAD_ESCAPES, HOSTILE_HEADERS, HOSTILE_STRINGS, PATH_SEGMENTS, QUERY_FRAGMENTS, WRONG_TYPES, percentEncode } from './hostile'
import { MULTIPART_KINDS, multipartBody, type Upload } from './images'
import { join, mutate, PATH_SHAPES, QUERY_ARRAYS, type Draft, type Mutation, type Piece } from './mutations'
import { skeleton, type IdPool, type Operation } from './openapi'
import type { RawRequest } from './rawHttp'

/** One request to send, the operation it aims at, and what is wrong with it (for the failure report). */
export type FuzzCase = RawRequest & { op: string; note: string }
export type CaseContext = { ids: IdPool; uploads: Upload[] }
type Pick = <T>(options: readonly T[]) => T

/** A chooser driven by one seeded integer; seed 0 always takes the first option (the caller's own id, the first enum member). */
function chooser(seed: number): Pick {
  let x = seed | 1
  return <T>(options: readonly T[]): T => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return options[seed === 0 ? 0 : (x >>> 0) % options.length] as T
  }
}

/** What the web app would send for the operation. */
function draftOf(op: Operation, { ids, uploads }: CaseContext, pick: Pick): Draft {
  const params: Record<string, number> = {}
  const segments = op.path.split('/').map((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1]
    if (!name) return segment
    params[name] = i
    const param = op.pathParams.find((p) => p.name === name)
    return percentEncode(String(param ? skeleton(param.schema, ids, pick, name, op.path) : 'x'))
  })
  const query = op.query
    .filter((p) => p.required || pick([false, true])) // the sweep (first choices) sends required ones only
    .map((p) => `${p.name}=${percentEncode(String(skeleton(p.schema, ids, pick, p.name, op.path)))}`)
  const json = op.body ? (skeleton(op.body, ids, pick, '', op.path) as Record<string, unknown>) : undefined
  // An upload operation's valid request carries a valid picture, well wrapped.
  const upload = op.multipart && uploads[0] ? multipartBody(uploads[0], op.uploadField, 0) : undefined
  return { method: op.method, segments, params, query, headers: [], json, body: upload }
}

const invalidUtf8 = INVALID_UTF8.map(([, bytes]) => join(['a', bytes, 'b'], ''))
const SWEEP_VALUES: unknown[] = ['a\u0000b', '\u0001\u001b[31m\u007f', 'a'.repeat(100_000), '\ud800', null, 12345, 'as array', { a: 1 }, 'drop']
const SWEEP_HEADERS: [string, string][] = [
  ['Accept-Language', '%zz'],
  ['Cookie', 'wb_session=%zz'],
  ['Origin', 'null'],
]
const SWEEP_RAW_BODIES: RawJsonKind[] = [
  'proto first',
  'constructor.prototype',
  'array 10000 deep',
  'array 100000 deep',
  'truncated',
  'empty',
  'NUL in every text',
]

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
/** Periods every door that takes one must refuse with a 400 (issue 28), sent to each operation with a from and a to. */
function badPeriods(): [string, string, string][] {
  const soon = Date.UTC(new Date().getUTCFullYear() + 1, 5, 1, 10)
  return [
    ['reversed', iso(soon), iso(soon - DAY)],
    ['empty', iso(soon), iso(soon)],
    ['past', iso(Date.now() - 10 * DAY), iso(Date.now() - 7 * DAY)],
    ['100 years', iso(soon), iso(soon + 36_525 * DAY)],
    ['to year 9999', iso(soon), '9999-12-31T10:00:00.000Z'],
    ['in year 9999', '9999-12-01T10:00:00.000Z', '9999-12-03T10:00:00.000Z'],
    ['year 1', '0001-01-01T10:00:00.000Z', '0001-01-03T10:00:00.000Z'],
  ]
}
const takesPeriod = (op: Operation) => {
  const fields = [
    ...op.query.map((p) => p.name),
    ...Object.keys(op.body?.properties ?? {}),
    ...Object.keys(op.body?.properties?.change?.properties ?? {}),
  ]
  return fields.includes('from') && fields.includes('to')
}

/** The fixed corpus every operation gets: each field, parameter and body kind once with each worst value. */
function sweep(op: Operation, ctx: CaseContext): Mutation[] {
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD'
  const fields = Object.keys(op.body?.properties ?? {})
  const uploads = op.multipart ? ctx.uploads : []
  const valid = uploads[0]
  return [
    ...op.pathParams.flatMap((p) => ['%', '%zz', '%E0%A4%A', '%00', 'a'.repeat(5001), invalidUtf8[0] ?? ''].map((v) => mutate.pathParam(p.name, v))),
    ...['%=1', '%zz=1', '%E0%A4%A=1', '%00=%00', '__proto__[polluted]=1', 'a[]=1&a[]=2'].map((q) => mutate.query(q)),
    ...op.query.flatMap((p) => [
      ...['%', '%E0%A4%A', '%00'].map((v) => mutate.queryValue(p.name, v)),
      mutate.queryArray(p.name, QUERY_ARRAYS[0] as (typeof QUERY_ARRAYS)[number]),
    ]),
    ...fields.flatMap((key) => [...SWEEP_VALUES.map((v) => mutate.field(key, v)), mutate.rawBytes(key, INVALID_UTF8[0] as [string, Buffer])]),
    ...(hasBody ? SWEEP_RAW_BODIES.map((which) => mutate.rawBody(which, 7)) : []),
    ...(hasBody ? ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined].map(mutate.contentType) : []),
    ...uploads.map((upload) => mutate.upload(upload, op.uploadField, 0)),
    ...(valid ? Array.from({ length: MULTIPART_KINDS }, (_, which) => mutate.upload(valid, op.uploadField, which)) : []),
    ...SWEEP_HEADERS.map(mutate.header),
    ...(takesPeriod(op) ? badPeriods().map(([label, from, to]) => mutate.period(label, from, to)) : []),
  ]
}

/** Seeded random mutations, weighted to where the operation takes input. */
function randomMutation(op: Operation, ctx: CaseContext): fc.Arbitrary<Mutation> {
  const out: { arbitrary: fc.Arbitrary<Mutation>; weight: number }[] = []
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => void (weight > 0 && out.push({ arbitrary, weight }))
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD'
  const properties = Object.keys(op.body?.properties ?? {})
  const extraFields = ['extra', '__proto__', 'constructor', '_id', 'type', 'verified', 'passwordHash']
  const urlPiece: fc.Arbitrary<Piece> = fc.oneof(
    fc.constantFrom(...PATH_SEGMENTS),
    fc.constantFrom(...HOSTILE_STRINGS).map(percentEncode),
    fc.constantFrom(...invalidUtf8),
  )
  const names = op.pathParams.map((p) => p.name)
  const queryNames = op.query.map((p) => p.name)

  if (names.length)
    add(
      5,
      fc.tuple(fc.constantFrom(...names), urlPiece).map(([name, piece]) => mutate.pathParam(name, piece)),
    )
  add(1, fc.constantFrom(...PATH_SHAPES).map(mutate.pathShape))
  add(
    4,
    fc.tuple(fc.constantFrom(...QUERY_FRAGMENTS, ...BAD_ESCAPES), fc.boolean()).map(([q, first]) => mutate.query(q, first)),
  )
  if (queryNames.length) {
    add(
      4,
      fc.tuple(fc.constantFrom(...queryNames), fc.oneof(fc.constantFrom(...BAD_ESCAPES), urlPiece)).map(([name, v]) => mutate.queryValue(name, v)),
    )
    add(
      2,
      fc.tuple(fc.constantFrom(...queryNames), fc.constantFrom(...QUERY_ARRAYS)).map(([name, how]) => mutate.queryArray(name, how)),
    )
    add(1, fc.constantFrom(...queryNames).map(mutate.queryDrop))
  }
  add(2, fc.constantFrom(...HOSTILE_HEADERS).map(mutate.header))
  add(1, fc.constantFrom('HEAD', 'OPTIONS', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'get').map(mutate.method))
  const field = properties.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...properties), weight: 4 }, fc.constantFrom(...extraFields))
    : fc.constantFrom(...extraFields)
  const value = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom('a\u0000b', '\u0000', '\u0001\u001b\u007f'),
    fc.constantFrom(...WRONG_TYPES),
    fc.constantFrom('drop', 'as array'),
  )
  add(
    hasBody ? 6 : 1,
    fc.tuple(field, value).map(([key, v]) => mutate.field(key, v)),
  )
  add(
    hasBody ? 5 : 1,
    fc.tuple(fc.nat(), fc.nat()).map(([which, cut]) => mutate.rawBody(which, cut)),
  )
  if (hasBody && properties.length)
    add(
      2,
      fc.tuple(fc.constantFrom(...properties), fc.constantFrom(...INVALID_UTF8)).map(([key, bytes]) => mutate.rawBytes(key, bytes)),
    )
  add(hasBody ? 3 : 1, fc.constantFrom(...CONTENT_TYPES).map(mutate.contentType))
  if (ctx.uploads.length && hasBody)
    add(
      op.multipart ? 24 : 1,
      fc.tuple(fc.constantFrom(...ctx.uploads), fc.nat()).map(([upload, which]) => mutate.upload(upload, op.uploadField, which)),
    )
  return fc.oneof(...out)
}

function build(op: Operation, d: Draft, applied: Mutation[]): FuzzCase {
  for (const m of applied) m.apply(d)
  const body = d.body ?? (d.json ? { note: '', contentType: 'application/json', body: Buffer.from(JSON.stringify(d.json)) } : undefined)
  const path = join(d.segments, '/')
  const target = d.query.length ? Buffer.concat([path, Buffer.from('?'), join(d.query, '&')]) : path
  const headers: [string, string][] = body?.contentType === undefined ? d.headers : [...d.headers, ['Content-Type', body.contentType]]
  const note = applied.map((m) => m.note).join('; ') || 'valid request'
  return { op: `${op.method} ${op.path}`, method: d.method, target: isUtf8(target) ? target.toString() : target, headers, body: body?.body, note }
}

const isUtf8 = (bytes: Buffer) => Buffer.from(bytes.toString()).equals(bytes)

/**
 * Cases for one operation: a valid request, the fixed sweep (on the caller's own ids), then
 * seeded random requests with one or two mutations each, up to `count` (at least 50 random).
 */
export function casesFor(op: Operation, ctx: CaseContext, count: number, seed: number): FuzzCase[] {
  const fixed = [[], ...sweep(op, ctx).map((m) => [m])].map((applied) => build(op, draftOf(op, ctx, chooser(0)), applied))
  const one = fc.tuple(fc.integer({ min: 1, max: 0x7fffffff }), fc.array(randomMutation(op, ctx), { minLength: 1, maxLength: 2 }))
  const random = fc.sample(one, { seed, numRuns: Math.max(50, count - fixed.length) })
  return [...fixed, ...random.map(([s, applied]) => build(op, draftOf(op, ctx, chooser(s)), applied))]
}
