import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.join(import.meta.dirname, '..', 'src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
  })
}

/** Each import of a folder's sources that resolves into one of `forbidden`, as "file → target". */
function importsInto(folder: string, forbidden: string[]): string[] {
  return sources(path.join(SRC, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)]
      .map((match) =>
        path
          .relative(SRC, path.resolve(path.dirname(file), match[1] ?? ''))
          .split(path.sep)
          .join('/'),
      )
      .filter((target) => forbidden.some((place) => target.startsWith(place)))
      .map((target) => `${path.relative(SRC, file)} → ${target}`),
  )
}

/** Issue 29: data/ and domain/ speak of the domain; the HTTP kit alone knows statuses and requests. */
describe('layers', () => {
  it('data/ raises domain errors and calls no outside service: it imports neither the HTTP kit nor an adapter', () => {
    expect(importsInto('data', ['platform/http/', 'platform/adapters/', 'features/'])).toEqual([])
  })
  it('domain/ imports neither the HTTP kit nor a feature (it is given the payments and the notices)', () => {
    expect(importsInto('domain', ['platform/http/', 'features/'])).toEqual([])
  })
})
