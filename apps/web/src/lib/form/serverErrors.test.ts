import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client'
import { serverOutcome } from './serverErrors'

const refusal = (status: number, code: string, message: string, fields: Record<string, string> = {}) => new ApiError(status, code, message, fields)

describe('serverOutcome: the one way a form shows what the server said', () => {
  it('shows a 400 by its fields, renamed to the form’s paths where they differ', () => {
    const error = refusal(400, 'validation_failed', 'Please fix errors.', { 'payment.card.number': 'Invalid card', 'driver.email': 'Bad email' })
    expect(serverOutcome(error, { pathOf: (path) => path.replace(/^payment\./, '') })).toEqual({
      kind: 'fields',
      errors: { 'card.number': 'Invalid card', 'driver.email': 'Bad email' },
    })
  })

  it('puts a refusal the form names, by code or by status, at its field', () => {
    const at = { captcha_failed: 'captcha', 409: 'email' }
    expect(serverOutcome(refusal(400, 'captcha_failed', 'Try the check again'), { at })).toEqual({
      kind: 'field',
      path: 'captcha',
      message: 'Try the check again',
    })
    expect(serverOutcome(refusal(409, 'email_registered', 'Already registered'), { at })).toEqual({
      kind: 'field',
      path: 'email',
      message: 'Already registered',
    })
  })

  it('lets the form handle a code itself, after telling it of the refusal', () => {
    const calls: string[] = []
    const outcome = serverOutcome(refusal(409, 'car_unavailable', 'Taken'), {
      onRefused: (e) => calls.push(`refused ${e.code}`),
      at: { car_unavailable: (e) => calls.push(`own ${e.code}`) },
    })
    expect(outcome).toEqual({ kind: 'handled' })
    expect(calls).toEqual(['refused car_unavailable', 'own car_unavailable'])
  })

  it('shows any other refusal by the server’s own translated message', () => {
    expect(serverOutcome(refusal(429, 'rate_limited', 'Too many tries, wait a minute'), { lost: 'Network' })).toEqual({
      kind: 'message',
      message: 'Too many tries, wait a minute',
    })
  })

  it('says the form’s `lost` text when no answer came or the server failed, and is not a refusal then', () => {
    const onRefused = vi.fn()
    expect(serverOutcome(new TypeError('Failed to fetch'), { lost: 'Check your connection', onRefused })).toEqual({
      kind: 'message',
      message: 'Check your connection',
    })
    expect(serverOutcome(refusal(503, 'unavailable', 'Service unavailable'), { lost: 'Check your connection', onRefused })).toEqual({
      kind: 'message',
      message: 'Check your connection',
    })
    expect(serverOutcome(refusal(500, 'internal', 'Something broke'), {})).toEqual({ kind: 'message', message: 'Something broke' })
    expect(onRefused).not.toHaveBeenCalled()
  })
})
