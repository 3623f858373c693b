import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config'

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 3000, defaultLanguage: 'en', currency: 'EUR', minAge: 21, seed: 'demo', databaseUrl: undefined })
    expect(config.dataDir).toMatch(/data$/)
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('names every bad value in one message', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'eighty', MIN_AGE: '12', CURRENCY: 'euro', DEFAULT_LANGUAGE: 'de', SEED: 'lots', DATABASE_URL: 'mysql://x' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { problems, message } = error as ConfigError
    expect(problems).toHaveLength(6)
    for (const key of ['PORT', 'MIN_AGE', 'CURRENCY', 'DEFAULT_LANGUAGE', 'SEED', 'DATABASE_URL']) expect(message).toContain(`${key}:`)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  it('always allows the public URL as an origin', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://rent.example/', ALLOWED_ORIGINS: 'https://www.rent.example, https://m.rent.example/' })
    expect(config.allowedOrigins).toEqual(['https://rent.example', 'https://www.rent.example', 'https://m.rent.example'])
  })
})
