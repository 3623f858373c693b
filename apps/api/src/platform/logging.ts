const REDACTED = '[redacted]'

/** Path segments that carry secrets or personal data: [pattern, indexes of segments to hide]. */
const SECRET_SEGMENTS: [RegExp, number[]][] = [
  // Indexes count from the empty segment before the first '/': ['', 'api', name, ...].
  [/^\/api\/check-token\/[^/]+\/[^/]+\/[^/]+\/[^/]+/, [5, 6]], // email, token
  [/^\/api\/verify-recaptcha\/[^/]+\/[^/]+/, [3, 4]], // captcha token, ip
  [/^\/api\/check-password\/[^/]+\/[^/]+/, [4]], // password
  [/^\/api\/resend\/[^/]+\/[^/]+/, [4]], // email
  [/^\/api\/(activate|reset-password)\/[^/]+/, [3]], // token
]
const SECRET_QUERY = /^(token|password|code|email|key|secret|session_id)$/i

/** The URL as it may appear in logs: tokens, passwords and emails in paths and queries hidden. */
export function redactUrl(url: string): string {
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
      return SECRET_QUERY.test(decodeURIComponent(key)) ? `${key}=${REDACTED}` : pair
    })
    .join('&')
  return segments.join('/') + (cleanQuery ? `?${cleanQuery}` : '')
}

/** Request and reply as logged: never headers (cookies, anti-forgery tokens) and never bodies. */
export const logSerializers = {
  req(req: { method: string; url: string; ip?: string }) {
    return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode }
  },
}
