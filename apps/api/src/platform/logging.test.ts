import { describe, expect, it } from 'vitest'
import { redactUrl } from './logging'

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
  })
  it('hides secret query parameters and keeps the others', () => {
    expect(redactUrl('/reset-password?token=abc&lang=fr&email=a@b.c')).toBe('/reset-password?token=[redacted]&lang=fr&email=[redacted]')
  })
  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health')
  })
})
