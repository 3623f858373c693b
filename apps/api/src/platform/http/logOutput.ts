import type { FastifyServerOptions } from 'fastify'
import type { Config } from '../../config'
import { logSerializers } from './logging'

/**
 * Whether the log is written for a person (a readable line each) or for machines (a JSON object
 * each, which log collectors, the tests and CI parse). By default a person reads a terminal, and
 * whoever develops.
 */
export function readableLogs(format: Config['logFormat'], env: Config['env'], terminal: boolean): boolean {
  if (format !== 'auto') return format === 'pretty'
  return terminal || env === 'development'
}

type TLogLine = Record<string, unknown>

/**
 * A log line's message as a person reads it: a request's two lines (Fastify logs one when it
 * comes in, one when it is answered) as an arrow, its address or status, tied by the request's id.
 */
export function readableMessage(log: TLogLine, messageKey: string): string {
  const message = String(log[messageKey] ?? '')
  const id = typeof log.reqId === 'string' ? `${log.reqId} ` : ''
  const req = log.req as { method?: string; url?: string } | undefined
  const res = log.res as { statusCode?: number } | undefined
  if (req && message === 'incoming request') return `${id}→ ${req.method ?? ''} ${req.url ?? ''}`
  if (res && message === 'request completed') {
    const time = typeof log.responseTime === 'number' ? ` in ${log.responseTime.toFixed(1)} ms` : ''
    return `${id}← ${res.statusCode ?? ''}${time}`
  }
  return `${id}${message}`
}

/**
 * The server's logger options: JSON lines on standard output, or readable ones through
 * pino-pretty (loaded only then). Readable lines are written at once, so a line logged just
 * before the process exits (a crash) is not lost.
 */
export async function serverLogger(config: Config, terminal = Boolean(process.stdout.isTTY)): Promise<NonNullable<FastifyServerOptions['logger']>> {
  const options = { level: config.logLevel, serializers: logSerializers }
  if (!readableLogs(config.logFormat, config.env, terminal)) return options
  const { default: pretty } = await import('pino-pretty')
  return {
    ...options,
    stream: pretty({
      colorize: terminal,
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: readableMessage,
    }),
  }
}
