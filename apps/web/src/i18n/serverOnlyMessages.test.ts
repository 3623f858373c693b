import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import enBookings from '@wheelbase/core/messages/bookings/en.json'
import enMain from '@wheelbase/core/messages/en.json'
import { SERVER_ONLY_MESSAGES, withoutServerOnly } from './serverOnlyMessages'

const en = { ...enMain, ...enBookings }
const WEB = path.resolve(import.meta.dirname, '..')
const CORE = path.resolve(import.meta.dirname, '../../../../packages/core/src')

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })

/** The core modules the web imports, and theirs in turn: what the browser may run. */
function coreModulesOfWeb(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g))
      if (relative && !relative.endsWith('.json')) visit(path.resolve(path.dirname(file), `${relative}.ts`))
  }
  for (const file of sources(WEB))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/'@wheelbase\/core\/([\w/]+)'/g)) if (name) visit(path.join(CORE, `${name}.ts`))
  return [...seen]
}

describe('the messages the browser build leaves out', () => {
  it('leave every field message in: the server may send a field its key (validation.…), which the form translates', () => {
    expect(SERVER_ONLY_MESSAGES.filter((entry) => entry === 'validation' || entry.startsWith('validation.'))).toEqual([])
  })

  it('exist, so the list names what it leaves out', () => {
    for (const entry of SERVER_ONLY_MESSAGES) {
      const [section = '', key] = entry.split('.')
      const found = (en as Record<string, Record<string, unknown>>)[section]
      expect(key === undefined ? found : found?.[key], entry).toBeDefined()
    }
  })

  it('are named by no web source and no core module the web runs', () => {
    // The web names a message with its namespace ('messages:validation.…'); core names the key itself.
    const quoted = (prefix: string, entry: string) =>
      new RegExp(entry.includes('.') ? `['"\`]${prefix}${entry.replace('.', '\\.')}['"\`]` : `['"\`]${prefix}${entry}\\.`)
    const uncommented = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    const named = (files: string[], prefix: string) =>
      files.flatMap((file) =>
        SERVER_ONLY_MESSAGES.filter((entry) => quoted(prefix, entry).test(uncommented(file))).map((entry) => `${path.relative(WEB, file)}: ${entry}`),
      )
    const core = coreModulesOfWeb()
    expect(core.some((file) => file.endsWith(path.join('core', 'src', 'search.ts')))).toBe(true)
    expect([
      ...named(
        sources(WEB).filter((file) => !file.endsWith('serverOnlyMessages.ts')),
        'messages:',
      ),
      ...named(
        sources(WEB).filter((file) => !file.endsWith('serverOnlyMessages.ts')),
        'bookingMessages:',
      ),
      ...named(core, ''),
    ]).toEqual([])
    // The check sees a name where there is one.
    expect(quoted('', 'api').test("throw badRequest('api.badRequest')")).toBe(true)
    expect(quoted('messages:', 'checkout.carUnavailable').test("t('messages:checkout.carUnavailable')")).toBe(true)
  })

  it('leaves the rest as it was', () => {
    const kept = withoutServerOnly(en) as Record<string, Record<string, string>>
    expect(kept.api).toBeUndefined()
    expect(kept.validation?.invalidEmail).toBe(en.validation.invalidEmail)
    expect(kept.checkout?.carUnavailable).toBeUndefined()
    expect(en.checkout.carUnavailable).toBeDefined()
  })
})
