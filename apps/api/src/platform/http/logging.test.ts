import { describe, expect, it } from 'vitest'
import { logSerializers, redactUrl, scrubText, UNLOGGABLE } from './logging'

describe('log redaction', () => {
  it('hides the email and token of a check-token path', () => {
    expect(redactUrl('/api/check-token/frontend/0f8b/jane%40example.com/s3cr3t-token')).toBe('/api/check-token/frontend/0f8b/[redacted]/[redacted]')
  })
  it('hides the captcha token and ip of verify-recaptcha', () => {
    expect(redactUrl('/api/verify-recaptcha/abc.def/203.0.113.9')).toBe('/api/verify-recaptcha/[redacted]/[redacted]')
  })
  it('hides a password in a check-password path and the email of resend', () => {
    expect(redactUrl('/api/check-password/u1/hunter22')).toBe('/api/check-password/u1/[redacted]')
    expect(redactUrl('/api/resend/frontend/jane@example.com/true')).toBe('/api/resend/frontend/[redacted]/true')
    expect(redactUrl('/api/checkout-session/Yk3…id')).toBe('/api/checkout-session/[redacted]')
    expect(redactUrl('/api/calendar-feeds/short.ics')).toBe('/api/calendar-feeds/[redacted]')
    expect(redactUrl('/checkout-session/Yk3…id?x=1')).toBe('/checkout-session/[redacted]?x=1')
    expect(redactUrl('/he/checkout-session/Yk3…id?x=1')).toBe('/he/checkout-session/[redacted]?x=1')
    expect(redactUrl('/fr/reset-password?t=abc&e=a@b.c')).toBe('/fr/reset-password?t=[redacted]&e=[redacted]')
  })
  it('hides secret query parameters and keeps the others', () => {
    expect(redactUrl('/reset-password?token=abc&lang=fr&email=a@b.c')).toBe('/reset-password?token=[redacted]&lang=fr&email=[redacted]')
  })
  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health')
  })
})

describe('logging never throws and never leaks', () => {
  it('keeps a malformed escape as sent instead of throwing', () => {
    expect(redactUrl('/api/health?%=1')).toBe('/api/health?%=1')
    expect(redactUrl('/api/health?%E0%A4%A=1&token=abc')).toBe('/api/health?%E0%A4%A=1&token=[redacted]')
    expect(logSerializers.req({ method: 'GET', url: '/x?%zz=%' })).toEqual({ method: 'GET', url: '/x?%zz=%', remoteAddress: undefined })
  })

  it('logs a placeholder when a serializer meets something it cannot read', () => {
    const hostile = {
      method: 'GET',
      ip: '203.0.113.1',
      get url(): string {
        throw new Error('boom')
      },
    }
    expect(logSerializers.req(hostile)).toEqual({ url: UNLOGGABLE })
  })

  it('logs a failed query with its SQL and SQLSTATE but without its parameters', () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "users_name"'), {
      code: '23514',
      detail: 'Failing row contains (jane@example.com, $argon2id$v=19$m=19456,t=2,p=1$abc$def).',
    })
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: jane@example.com,$argon2id$v=19$m=19456,t=2,p=1$abc$def',
      ),
      { query: 'insert into "users" ("email", "password_hash") values ($1, $2)', params: ['jane@example.com', '$argon2id$...'], cause },
    )
    const logged = JSON.stringify(logSerializers.err(failed))
    expect(logged).toContain('insert into \\"users\\"')
    expect(logged).toContain('23514')
    expect(logged).not.toMatch(/jane|argon2id|Failing row/)
  })

  it('hides hashes, email addresses and tokens in any error message', () => {
    const token = 'Q2hhbmdlLW1lLXRoaXMtaXMtYS1zZXNzaW9uLXRva2Vu'
    const logged = JSON.stringify(logSerializers.err(new Error(`no session ${token} for jane@example.com, hash $argon2id$v=19$x`)))
    expect(logged).not.toMatch(/Q2hhbm|jane@|argon2id/)
    expect(scrubText('user 0f8b2c1e-5d4a-4b3c-9a8f-7e6d5c4b3a21')).toBe('user 0f8b2c1e-5d4a-4b3c-9a8f-7e6d5c4b3a21')
  })
})
