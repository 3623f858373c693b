/** The parts of an OpenAPI 3 document the fuzz reads, and valid-looking values for its schemas. */

export type Schema = {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minLength?: number
  minimum?: number
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema }
type OperationObject = { summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
export type OpenApiDocument = { paths: Record<string, Record<string, OperationObject>>; components?: { schemas?: Record<string, Schema> } }

export type Param = { name: string; required: boolean; schema: Schema }
export type Operation = {
  method: string
  /** The path template, such as /api/user/{id}. */
  path: string
  pathParams: Param[]
  query: Param[]
  body: Schema | undefined
  /** Takes a file upload. The document may not say it in requestBody (a route's `consumes` is lost), so the summary counts too. */
  multipart: boolean
  /** The file field an upload goes in: the summary may name it (field "image"). */
  uploadField: string
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: Schema | undefined): Schema => {
    const name = schema?.$ref?.replace('#/components/schemas/', '')
    return name ? resolve(doc.components?.schemas?.[name]) : (schema ?? {})
  }
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]): Operation => {
        const params = (where: string) =>
          (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required ?? false, schema: resolve(p.schema) }))
        const content = op.requestBody?.content ?? {}
        return {
          method: method.toUpperCase(),
          path,
          pathParams: params('path'),
          query: params('query'),
          body: content['application/json'] ? resolve(content['application/json'].schema) : undefined,
          multipart: 'multipart/form-data' in content || /multipart/i.test(op.summary ?? ''),
          uploadField: /field "(\w+)"/.exec(op.summary ?? '')?.[1] ?? 'file',
        }
      }),
  )
}

/** Stand for a solved captcha and for a number used once; FuzzTarget.request puts fresh ones in their place. */
export const CAPTCHA_PLACEHOLDER = 'WB_FUZZ_CAPTCHA'
export const UNIQUE_PLACEHOLDER = 'WB_FUZZ_N'

/**
 * Ids a valid-looking request may use for a parameter or field `name` of the operation at `path`:
 * the fitting kind first (the caller's own id, a real location or car), then any other.
 */
export type IdPool = { uuids(name: string, path: string): string[] }

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type)

/**
 * A valid-looking value for the schema: what the web app would send. `pick` chooses among
 * alternatives (ids, enum members) so the generator controls the choice and stays seeded.
 */
export function skeleton(schema: Schema, ids: IdPool, pick: <T>(options: readonly T[]) => T, name: string, path: string): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return pick(schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return skeleton(pick(alternatives), ids, pick, name, path)
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => skeleton(s, ids, pick, name, path)))
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = skeleton(property, ids, pick, key, path)
      return out
    }
    case 'array':
      return schema.items ? [skeleton(schema.items, ids, pick, name, path)] : []
    case 'boolean':
      return pick([true, false])
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'string':
      return stringFor(schema, ids, pick, name, path)
    default:
      return schema.default ?? 'fuzz'
  }
}

function stringFor(schema: Schema, ids: IdPool, pick: <T>(options: readonly T[]) => T, name: string, path: string): string {
  const soon = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1, 10))
  switch (schema.format) {
    case 'uuid':
      return pick(ids.uuids(name, path))
    case 'date-time': // a period's end three days after its start
      return (/^(to|until|end)/i.test(name) ? new Date(soon.getTime() + 3 * 86_400_000) : soon).toISOString()
    case 'date':
      return '1990-04-12'
    case 'email':
      return 'fuzz@example.com'
  }
  // By name where the format is not in the schema (an email checked by a refinement, say).
  const byName: [RegExp, string][] = [
    [/email/i, `fuzz+${UNIQUE_PLACEHOLDER}@example.com`], // a new address each time: sign-up gets past 'already registered'
    [/date/i, '1990-04-12'],
    [/phone/i, '+30 690 000 0002'],
    [/password/i, 'Fuzz-pass-2026'],
    [/name/i, 'Fuzz Name'],
  ]
  const captcha = /captcha/i.test(name) || (/captcha/i.test(path) && /token/i.test(name))
  const text = captcha
    ? CAPTCHA_PLACEHOLDER
    : (byName.find(([pattern]) => pattern.test(name))?.[1] ?? pick(['fuzz', 'fuzz@example.com', '1990-04-12']))
  return text.padEnd(schema.minLength ?? 0, 'z')
}
