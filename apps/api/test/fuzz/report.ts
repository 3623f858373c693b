import type { Finding } from './runner'

type LogEntry = {
  level?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  err?: { type?: string; message?: string; stack?: string; cause?: { message?: string } }
}

/**
 * The distinct errors the server logged (the causes of its 5xx answers), each with the first
 * request it answered (method and URL as the server logged them) and where in src/ it was thrown.
 */
export function loggedErrors(logs: string, limit: number): string[] {
  const urls = new Map<string, string>()
  const seen = new Map<string, string>()
  for (const line of logs.split('\n')) {
    const incoming = line.includes('"msg":"incoming request"')
    if (!incoming && !/"level":[56]\d/.test(line)) continue
    let entry: LogEntry
    try {
      entry = JSON.parse(line) as LogEntry
    } catch {
      continue
    }
    if (incoming) {
      if (entry.reqId) urls.set(entry.reqId, `${entry.req?.method ?? ''} ${entry.req?.url ?? ''}`.slice(0, 160))
      continue
    }
    const where = entry.err?.stack?.split('\n').find((l) => l.includes('/src/'))
    const cause = entry.err?.cause?.message ? ` <- ${entry.err.cause.message.slice(0, 160)}` : ''
    const key = `${entry.msg ?? ''}: ${entry.err?.type ?? ''}: ${(entry.err?.message ?? '').slice(0, 120)}${cause}${where ? ` (${where.trim()})` : ''}`
    if (!seen.has(key)) seen.set(key, (entry.reqId && urls.get(entry.reqId)) || '')
  }
  return [...seen].slice(0, limit).map(([error, request]) => `${error}${request ? `\n      first seen on ${request}` : ''}`)
}

/** The failure message: counts per operation, the first findings in full, and the server's own error lines. */
export function failureReport(findings: Finding[], logs: string): string {
  const perOperation = new Map<string, number>()
  for (const f of findings) {
    const op = /\[([A-Z]+ [^:\]]+)/.exec(f.what)?.[1] ?? '?'
    perOperation.set(`${f.kind} ${op}`, (perOperation.get(`${f.kind} ${op}`) ?? 0) + 1)
  }
  const errors = loggedErrors(logs, 15)
  return [
    `${findings.length} failures; by operation:`,
    ...[...perOperation].map(([key, n]) => `  ${n} × ${key}`),
    'first 30:',
    ...findings.slice(0, 30).map((f) => `  ${f.kind}: ${f.what}`),
    'errors the server logged:',
    ...(errors.length ? errors.map((e) => `  ${e}`) : ['  (none)']),
  ].join('\n')
}
