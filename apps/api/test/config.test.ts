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

describe('STORAGE_URL', () => {
  it('keeps uploads on the local disk when unset, and reads a bucket, its folder and its service', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' })
    expect(loadConfig({ STORAGE_URL: 's3://wheelbase-pictures' }).storage).toEqual({
      kind: 's3',
      bucket: 'wheelbase-pictures',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      pathStyle: false,
    })
    expect(loadConfig({ STORAGE_URL: 's3://pics/prod/eu?endpoint=https://minio.internal:9000&region=eu-central-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'pics',
      prefix: 'prod/eu/',
      region: 'eu-central-1',
      endpoint: 'https://minio.internal:9000',
      pathStyle: true,
    })
    expect(loadConfig({ STORAGE_URL: 's3://pics?endpoint=https://r2.example&pathStyle=false' }).storage).toMatchObject({ pathStyle: false })
  })

  it('refuses a URL that is no bucket, or that holds its keys, with the reason', () => {
    for (const [url, reason] of [
      ['https://s3.amazonaws.com/pics', 'must start with s3://'],
      ['s3://AKIA:secret@pics', 'must not hold keys'],
      ['s3://a', 'names no valid bucket'],
      ['s3://pics?endpoint=ftp://x', 'endpoint must be an http(s) address'],
      ['s3://pics?bucket=other', 'unknown setting "bucket"'],
      ['s3://pics?pathStyle=yes', 'pathStyle must be true or false'],
      ['s3://pics/my%20pictures', 'folder'],
    ] as const) {
      expect(() => loadConfig({ STORAGE_URL: url }), url).toThrow(reason)
    }
  })
})
