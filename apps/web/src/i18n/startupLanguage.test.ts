import { describe, expect, it, vi } from 'vitest'
import { countryFromTimeZone, detectLanguage, type TDetectInput } from './startupLanguage'
import { syncUserLanguage } from './syncUserLanguage'

const base: TDetectInput = {
  urlLanguage: null,
  storedLanguage: null,
  browserLanguages: [],
  timeZone: () => undefined,
  languageFromLocation: false,
  defaultLanguage: 'en',
}

describe('language at start-up (spec section 4)', () => {
  it('uses a supported ?lang= from the URL first', () => {
    expect(detectLanguage({ ...base, urlLanguage: 'he', storedLanguage: 'fr', browserLanguages: ['el-GR'] })).toEqual({
      language: 'he',
      source: 'url',
    })
  })
  it('ignores an unsupported URL language and falls to the stored choice', () => {
    expect(detectLanguage({ ...base, urlLanguage: 'de', storedLanguage: 'fr' })).toEqual({ language: 'fr', source: 'stored' })
  })
  it('ignores a stored language that is not a supported 2-letter code', () => {
    expect(detectLanguage({ ...base, storedLanguage: 'fra', browserLanguages: ['zh-CN'] })).toEqual({ language: 'zh', source: 'browser' })
    expect(detectLanguage({ ...base, storedLanguage: 'de' })).toEqual({ language: 'en', source: 'default' })
  })
  it('takes the first supported browser language', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['de-DE', 'el-GR', 'fr'] })).toEqual({ language: 'el', source: 'browser' })
  })
  it('falls back to the configured default', () => {
    expect(detectLanguage({ ...base, defaultLanguage: 'fr', browserLanguages: ['de'] })).toEqual({ language: 'fr', source: 'default' })
  })
  it('guesses French from a French or Moroccan time zone when the location flag is on', () => {
    expect(detectLanguage({ ...base, languageFromLocation: true, timeZone: () => 'Europe/Paris' })).toEqual({ language: 'fr', source: 'location' })
    expect(detectLanguage({ ...base, languageFromLocation: true, timeZone: () => 'Africa/Casablanca' }).language).toBe('fr')
  })
  it('guesses Greek from the Athens time zone', () => {
    expect(detectLanguage({ ...base, languageFromLocation: true, timeZone: () => 'Europe/Athens' }).language).toBe('el')
  })
  it('gives the default for any other country, and for no time zone at all', () => {
    expect(detectLanguage({ ...base, languageFromLocation: true, timeZone: () => 'America/New_York', defaultLanguage: 'zh' }).language).toBe('zh')
    expect(countryFromTimeZone(undefined)).toBe('')
    expect(detectLanguage({ ...base, languageFromLocation: true, timeZone: () => undefined }).language).toBe('en')
  })
  it("reads the time zone only when it decides the language (its first read loads the browser's Intl data)", () => {
    const timeZone = vi.fn(() => 'Europe/Paris')
    expect(detectLanguage({ ...base, languageFromLocation: true, browserLanguages: ['el-GR'], timeZone }).language).toBe('el')
    expect(detectLanguage({ ...base, timeZone }).language).toBe('en')
    expect(timeZone).not.toHaveBeenCalled()
    expect(detectLanguage({ ...base, languageFromLocation: true, timeZone }).language).toBe('fr')
    expect(timeZone).toHaveBeenCalledTimes(1)
  })
  it('does not use the location when the flag is off', () => {
    expect(detectLanguage({ ...base, timeZone: () => 'Europe/Athens' })).toEqual({ language: 'en', source: 'default' })
  })
})

describe('signed-in user whose language differs (spec section 4, step 2)', () => {
  const user = { _id: 'u1', language: 'en' as const }
  const deps = () => ({
    validateAccessToken: vi.fn(async () => 200),
    updateLanguage: vi.fn(async () => 200),
    saveUserLanguage: vi.fn(),
    showChangeLanguageError: vi.fn(),
  })

  it('does nothing without a stored user', async () => {
    const d = deps()
    expect(await syncUserLanguage({ ...d, user: null, language: 'fr' })).toBe('unchanged')
    expect(d.validateAccessToken).not.toHaveBeenCalled()
  })
  it('does nothing when the languages agree', async () => {
    const d = deps()
    expect(await syncUserLanguage({ ...d, user, language: 'en' })).toBe('unchanged')
    expect(d.validateAccessToken).not.toHaveBeenCalled()
  })
  it('checks the session, then saves the detected language for the user', async () => {
    const d = deps()
    expect(await syncUserLanguage({ ...d, user, language: 'el' })).toBe('updated')
    expect(d.updateLanguage).toHaveBeenCalledWith('u1', 'el')
    expect(d.saveUserLanguage).toHaveBeenCalledWith('el')
    expect(d.showChangeLanguageError).not.toHaveBeenCalled()
  })
  it('shows the change-language error when the update does not answer 200', async () => {
    const d = { ...deps(), updateLanguage: vi.fn(async () => 500) }
    expect(await syncUserLanguage({ ...d, user, language: 'he' })).toBe('failed')
    expect(d.showChangeLanguageError).toHaveBeenCalledOnce()
    expect(d.saveUserLanguage).not.toHaveBeenCalled()
  })
  it('updates nothing when the session is no longer valid', async () => {
    const d = { ...deps(), validateAccessToken: vi.fn(async () => 401) }
    expect(await syncUserLanguage({ ...d, user, language: 'fr' })).toBe('signedOut')
    expect(d.updateLanguage).not.toHaveBeenCalled()
  })
})
