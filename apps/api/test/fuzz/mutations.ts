import { rawJsonBody, withRawBytes, type RawJsonKind } from './bodies'
import { multipartBody, type RawBody, type Upload } from './images'

export type Piece = string | Buffer
/** A request being built: the path in segments (params by index), query pieces, headers, and the JSON body or a raw one. */
export type Draft = {
  method: string
  segments: Piece[]
  params: Record<string, number>
  query: Piece[]
  headers: [string, string][]
  json: Record<string, unknown> | undefined
  body: RawBody | undefined
}
export type Mutation = { note: string; apply(draft: Draft): void }

/** A short, printable form of a value, for the case's note. */
export const show = (piece: unknown): string => {
  if (Buffer.isBuffer(piece)) return `bytes<${piece.toString('hex', 0, 24)}>`
  const text = typeof piece === 'string' ? piece : (JSON.stringify(piece) ?? String(piece))
  return JSON.stringify(text.length > 48 ? `${text.slice(0, 24)}…(${text.length} chars)` : text)
}

export const join = (pieces: Piece[], separator: string): Buffer =>
  Buffer.concat(pieces.flatMap((p, i) => [Buffer.from(i ? separator : ''), Buffer.from(p)]))

const mutation = (note: string, apply: (draft: Draft) => void): Mutation => ({ note, apply })
/** A mutation whose note is known only once applied (it names the body it made). */
const lazy = (make: (d: Draft) => RawBody, prefix: string): Mutation => {
  const m = mutation('', (d) => {
    d.body = make(d)
    m.note = `${prefix} ${d.body.note}`
  })
  return m
}
const isPair = (name: string) => (q: Piece) => typeof q === 'string' && q.startsWith(`${name}=`)

export const QUERY_ARRAYS: [string, (name: string, kept: Piece) => Piece][] = [
  ['repeated', (_, kept) => join([kept, kept], '&')],
  ['name[]', (name) => `${name}[]=1&${name}[]=2`],
  ['name[0]', (name) => `${name}[0]=1&${name}[x][y]=2`],
]

/** Every kind of change the fuzz makes to a valid-looking request. */
/** Sets a period's from and to wherever the request carries one: the query, the body, or a body's `change` (an amendment). */
function setPeriod(d: Draft, from: string, to: string): void {
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    d.query = [...d.query.filter((q) => !isPair(name)(q)), `${name}=${encodeURIComponent(value)}`]
  if (!d.json) return
  const json: Record<string, unknown> = structuredClone(d.json)
  for (const holder of [json, json.change])
    if (holder && typeof holder === 'object' && 'from' in holder && 'to' in holder) Object.assign(holder, { from, to })
  d.json = json
  d.body = undefined
}

export const mutate = {
  /** A period the rules refuse (reversed, past, too long, too far ahead): a 400, never a 5xx or an overflow. */
  period: (label: string, from: string, to: string) => mutation(`period ${label}: ${from} → ${to}`, (d) => setPeriod(d, from, to)),
  pathParam: (name: string, piece: Piece) => mutation(`path ${name}=${show(piece)}`, (d) => void (d.segments[d.params[name] ?? 0] = piece)),
  pathShape: ([note, shape]: [string, (s: Piece[]) => Piece[]]) => mutation(note, (d) => void (d.segments = shape(d.segments))),
  query: (q: Piece, first = false) => mutation(`query ${show(q)}`, (d) => void (first ? d.query.unshift(q) : d.query.push(q))),
  queryValue: (name: string, value: Piece) =>
    mutation(`query ${name}=${show(value)}`, (d) => void (d.query = [...d.query.filter((q) => !isPair(name)(q)), join([`${name}=`, value], '')])),
  queryArray: (name: string, [how, make]: (typeof QUERY_ARRAYS)[number]) =>
    mutation(`query ${name} as array (${how})`, (d) => void d.query.push(make(name, d.query.find(isPair(name)) ?? `${name}=1`))),
  queryDrop: (name: string) => mutation(`query ${name} dropped`, (d) => void (d.query = d.query.filter((q) => !isPair(name)(q)))),
  header: ([name, value]: [string, string]) => mutation(`header ${name}: ${show(value)}`, (d) => void d.headers.push([name, value])),
  method: (method: string) => mutation(`method ${method}`, (d) => void (d.method = method)),
  /** Sets (or with 'drop' removes, with 'as array' doubles into an array) one JSON field; "__proto__" becomes an own key. */
  field: (key: string, value: unknown) =>
    mutation(`body.${key}=${show(value)}`, (d) => {
      const json = { ...d.json }
      if (value === 'drop') delete json[key]
      else {
        const next = value === 'as array' ? [json[key] ?? 'x', json[key] ?? 'x'] : value
        Object.defineProperty(json, key, { value: next, enumerable: true, writable: true, configurable: true })
      }
      d.json = json
      d.body = undefined
    }),
  rawBody: (which: number | RawJsonKind, cut: number) => lazy((d) => rawJsonBody(d.json ?? {}, which, cut), 'body'),
  rawBytes: (key: string, [what, bytes]: [string, Buffer]) =>
    mutation(
      `body.${key} with ${what}`,
      (d) => void (d.body = { note: '', contentType: 'application/json', body: withRawBytes(d.json ?? {}, key, bytes) }),
    ),
  contentType: (type: string | undefined) =>
    mutation(
      `content-type ${show(type ?? '(none)')}`,
      (d) => void (d.body = { note: '', contentType: type, body: Buffer.from(JSON.stringify(d.json ?? {})) }),
    ),
  upload: (upload: Upload, field: string, which: number) => lazy(() => multipartBody(upload, field, which), 'upload'),
}

export const PATH_SHAPES: [string, (segments: Piece[]) => Piece[]][] = [
  ['upper-case path', (s) => s.map((p) => (typeof p === 'string' ? p.toUpperCase() : p))],
  ['trailing slash', (s) => [...s, '']],
  ['double slash', (s) => [...s.slice(0, 2), '', ...s.slice(2)]],
  ['dot segments', (s) => [...s.slice(0, 2), '.', 'x', '..', ...s.slice(2)]],
  ['slashes as %2F', (s) => ['', join(s.slice(1), '%2F')]],
  ['extra segment', (s) => [...s, 'extra']],
  ['fragment', (s) => [...s, '#frag']],
  ['matrix parameter', (s) => [...s.slice(0, -1), join([s.at(-1) ?? '', ';x=1'], '')]],
]
