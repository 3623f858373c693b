import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { readableLogs, readableMessage, serverLogger } from './logOutput'

describe('the log format', () => {
  it('is readable at a terminal and in development, JSON when another program reads it', () => {
    expect(readableLogs('auto', 'production', true)).toBe(true)
    expect(readableLogs('auto', 'development', false)).toBe(true)
    expect(readableLogs('auto', 'production', false)).toBe(false)
    expect(readableLogs('auto', 'test', false)).toBe(false)
    expect(readableLogs('json', 'development', true)).toBe(false)
    expect(readableLogs('pretty', 'production', false)).toBe(true)
  })

  it('writes a request as an arrow, its address, then its status and time', () => {
    expect(readableMessage({ msg: 'incoming request', reqId: 'req-7', req: { method: 'GET', url: '/search?pickup=1' } }, 'msg')).toBe(
      'req-7 → GET /search?pickup=1',
    )
    expect(readableMessage({ msg: 'request completed', reqId: 'req-7', res: { statusCode: 200 }, responseTime: 12.345 }, 'msg')).toBe(
      'req-7 ← 200 in 12.3 ms',
    )
    expect(readableMessage({ msg: 'listening' }, 'msg')).toBe('listening')
  })

  it('gives JSON lines unless readable lines are asked for', async () => {
    const json = await serverLogger(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'auto' }), false)
    expect(json).not.toHaveProperty('stream')
    const pretty = await serverLogger(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }), false)
    expect(pretty).toHaveProperty('stream')
  })
})
