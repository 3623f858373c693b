import { pathInLanguage, splitLanguagePath } from '@wheelbase/core/languagePaths'

const REDACTED = '[redacted]'
/** What a log line holds in place of a value that could not be serialized safely. */
export const UNLOGGABLE = '[unloggable]'

/** Path segments that carry secrets or personal data: [pattern, indexes of segments to hide]. */
const SECRET_SEGMENTS: [RegExp, number[]][] = [
  // Indexes count from the empty segment before the first '/': ['', 'api', name, ...].
  [/^\/api\/check-token\/[^/]+\/[^/]+\/[^/]+\/[^/]+/, [5, 6]], // email, token
  [/^\/api\/verify-recaptcha\/[^/]+\/[^/]+/, [3, 4]], // captcha token, ip
  [/^\/api\/check-password\/[^/]+\/[^/]+/, [4]], // password
  [/^\/api\/resend\/[^/]+\/[^/]+/, [4]], // email
  [/^\/api\/(activate|reset-password)\/[^/]+/, [3]], // token
  [/^\/api\/checkout-session\/[^/]+/, [3]], // the status page's unguessable id
  [/^\/checkout-session\/[^/]+/, [2]],
  [/^\/api\/calendar-feeds\/[^/]+/, [3]], // a calendar feed's secret
]
// 't' and 'e' are the token and email of the links we mail (/activate?u=…&e=…&t=…).
const SECRET_QUERY = /^(t|e|token|password|code|email|key|secret|session_id)$/i

/** decodeURIComponent that never throws: a malformed escape ('%', '%zz') stays as it was sent. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The URL as it may appear in logs: tokens, passwords and emails in paths and queries hidden, at any language's address too (`/fr/checkout-session/…`). */
export function redactUrl(address: string): string {
  const { language, rest: url } = splitLanguagePath(address)
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1)
  const segments = pathname.split('/')
  for (const [pattern, indexes] of SECRET_SEGMENTS) {
    if (pattern.test(pathname)) for (const i of indexes) if (segments[i] !== undefined) segments[i] = REDACTED
  }
  const cleanQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = ''] = pair.split('=')
      return SECRET_QUERY.test(safeDecode(key).replace(/\+/g, ' ').trim()) ? `${key}=${REDACTED}` : pair
    })
    .join('&')
  return scrubText(pathInLanguage(language, segments.join('/') + (cleanQuery ? `?${cleanQuery}` : '')))
}

// Secrets that must never reach a log, whatever message carries them: password hashes, email
// addresses, long hex or base64url runs (session, anti-forgery and one-time link tokens).
const ARGON_HASH = /\$argon2(?:id|i|d)\$[^\s'",)]*/g
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/g
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Hides hashes, email addresses and token-like runs in free text (error messages, stacks). */
export function scrubText(text: string): string {
  return text
    .replace(ARGON_HASH, REDACTED)
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, (run) => (UUID.test(run) ? run : REDACTED))
}

type LoggedError = { type: string; message: string; stack: string; code?: string; sqlState?: string; query?: string; cause?: LoggedError }

/**
 * An error as logged. A failed query is logged with its SQL text and SQLSTATE but never its
 * parameters (drizzle puts them in the message: emails, password hashes, birth dates), and
 * PostgreSQL's `detail` ("Key (email)=(…) already exists") is left out for the same reason.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: UNLOGGABLE, stack: '' }
  const e = error as Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown }
  const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined
  const hasQuery = typeof e.query === 'string'
  // drizzle's wrapper writes the parameters into its message; the driver's own error (with a
  // SQLSTATE) carries PostgreSQL's message, which names the constraint or type that failed.
  const isQueryError = hasQuery && 'params' in e && !sqlState
  // The first stack line repeats the message; keep only the frames.
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const logged: LoggedError = {
    type: e.name,
    message: isQueryError ? 'database query failed' : scrubText(e.message),
    stack: scrubText(frames.join('\n')),
  }
  if (sqlState) logged.sqlState = sqlState
  else if (typeof e.code === 'string') logged.code = e.code
  if (hasQuery) logged.query = scrubText(String(e.query)).slice(0, 2000)
  if (e.cause !== undefined && depth < 3) logged.cause = serializeError(e.cause, depth + 1)
  return logged
}

/** A serializer that never throws: logging must not be the thing that stops the server. */
function safely<T, R>(serialize: (value: T) => R, placeholder: R): (value: T) => R {
  return (value) => {
    try {
      return serialize(value)
    } catch {
      return placeholder
    }
  }
}

/** Request, reply and error as logged: never headers (cookies, anti-forgery tokens), never bodies. */
export const logSerializers = {
  req: safely(
    (req: { method: string; url: string; ip?: string }): { method?: string; url: string; remoteAddress?: string | undefined } => ({
      method: req.method,
      url: redactUrl(req.url),
      remoteAddress: req.ip,
    }),
    { url: UNLOGGABLE },
  ),
  res: safely((reply: { statusCode: number }): { statusCode?: number } => ({ statusCode: reply.statusCode }), {}),
  err: safely((error: unknown) => serializeError(error), { type: 'unknown', message: UNLOGGABLE, stack: '' }),
}
