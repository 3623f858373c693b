import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ZEnv } from '../src/config'

/** The rows of docs/configuration.md's tables: the variable, its default cell, and the section it is in. */
function documented() {
  const text = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
  let section = ''
  const rows: { name: string; fallback: string; section: string }[] = []
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3)
    const row = /^\|\s*`([A-Z0-9_]+)`\s*\|\s*([^|]+?)\s*\|/.exec(line)
    if (row?.[1] && row[2]) rows.push({ name: row[1], fallback: row[2].trim(), section })
  }
  return rows
}

/** What each variable is when unset, as the server reads it. */
const DEFAULTS: Record<string, unknown> = ZEnv.partial({ STORAGE_URL: true }).parse({})

describe('docs/configuration.md', () => {
  const rows = documented()

  it('lists every variable config.ts reads, once, and no other', () => {
    const names = rows.map((row) => row.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(Object.keys(ZEnv.shape).sort())
  })

  it('gives each default config.ts gives', () => {
    for (const { name, fallback } of rows) {
      const actual = DEFAULTS[name]
      const literal = /^`([^`]*)`$/.exec(fallback)?.[1]
      if (literal !== undefined) expect(Array.isArray(actual) ? actual.join(',') : String(actual), name).toBe(literal)
      if (fallback === 'unset') expect(actual, name).toBeUndefined()
      if (fallback === 'empty') expect(actual, name).toBe('')
    }
  })

  it('keeps the settings that exist for tests in a section of their own', () => {
    const forTests = rows.filter((row) => row.section === 'For tests only').map((row) => row.name)
    expect(forTests).toEqual(expect.arrayContaining(['TEST_CLOCK', 'STRIPE_API_URL', 'GOOGLE_JWKS_URL', 'RATE_LIMIT_WINDOW_SECONDS']))
  })
})
