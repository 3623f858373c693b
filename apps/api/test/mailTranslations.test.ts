import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@wheelbase/core/languages'
import { baseKeys, placeholders, textLeaves, type TJson } from '@wheelbase/core/translationKeys'
import { API_ROOT } from '../src/paths'

const read = (language: string) => JSON.parse(readFileSync(path.join(API_ROOT, 'src', 'mail', 'locales', `${language}.json`), 'utf8')) as TJson

describe('mail translations', () => {
  const english = textLeaves(read('en'))
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, its placeholders, and no English left', (language) => {
    const other = textLeaves(read(language))
    expect(baseKeys(other.keys())).toEqual(baseKeys(english.keys()))
    for (const [key, value] of other) {
      expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(english.get(key) ?? ''))
      if (/[a-z]{4}/.test(value)) expect(value, `${language} ${key}`).not.toBe(english.get(key))
    }
  })
})
