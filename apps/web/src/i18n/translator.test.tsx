import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TTextTree } from '@wheelbase/core/translate'
import { remembering, Translator } from './translator'
import { TranslationProvider, useTranslation } from './useTranslation'

const FILES: Record<string, TTextTree> = {
  'en/common': { hello: 'Hello {{name}}', cars_one: '{{count}} car', cars_other: '{{count}} cars' },
  'he/common': { hello: 'שלום {{name}}', cars_one: 'רכב אחד', cars_two: 'שני רכבים', cars_other: '{{count}} רכבים' },
  'en/search': { title: 'Results', sections: [{ heading: 'On {{app}}' }] },
  'he/search': { title: 'תוצאות', sections: [{ heading: 'ב{{app}}' }] },
}

/** A translator over FILES whose loads resolve when the test says so; missing keys are collected. */
function translatorOf(language: TLanguage = 'en') {
  const pending: (() => void)[] = []
  const missing: string[] = []
  const loads = vi.fn((lng: TLanguage, namespace: string) => {
    const tree = FILES[`${lng}/${namespace}`]
    if (!tree) return undefined
    return new Promise<TTextTree>((resolve) => pending.push(() => resolve(tree)))
  })
  const translator = new Translator(language, loads, (lng, ns, key) => void missing.push(`${lng} ${ns}:${key}`))
  const settle = async () => {
    while (pending.length) pending.shift()?.()
    await act(async () => {})
  }
  return { translator, loads, missing, settle }
}

afterEach(cleanup)

describe('the translator', () => {
  it('reads a namespace by prefix, plural forms by count, and reports a missing key as the key', async () => {
    const { translator, missing, settle } = translatorOf()
    const loaded = translator.loadNamespaces(['common', 'search'])
    await settle()
    await loaded
    const t = translator.getFixedT('en', 'common')
    expect(t('hello', { name: 'Dora' })).toBe('Hello Dora')
    expect(t('cars', { count: 1 })).toBe('1 car')
    expect(t('cars', { count: 3 })).toBe('3 cars')
    expect(t('search:title')).toBe('Results')
    expect(t<{ heading: string }[]>('search:sections', { returnObjects: true, app: 'Wheelbase' })).toEqual([{ heading: 'On Wheelbase' }])
    expect(t('nothing.here')).toBe('nothing.here')
    expect(t('search:sections')).toBe('sections') // a branch only when asked for
    expect(missing).toEqual(['en common:nothing.here', 'en search:sections'])
    expect(translator.exists('title', 'search')).toBe(true)
    expect(translator.exists('nothing')).toBe(false)
  })

  it("remembers a server's texts by key and flat values, and translates anything else each time", async () => {
    const reads: string[] = []
    const translator = new Translator(
      'en',
      (language, namespace) => {
        reads.push(`${language}/${namespace}`)
        return Promise.resolve(FILES[`${language}/${namespace}`] as TTextTree)
      },
      () => undefined,
      'common',
      true,
    )
    await translator.loadNamespaces(['common', 'search'])
    const t = translator.getFixedT('en', 'common')
    expect(t('cars', { count: 1 })).toBe('1 car')
    expect(t('cars', { count: 1 })).toBe('1 car')
    expect(t('cars', { count: 2 })).toBe('2 cars')
    expect(t('cars', { count: '1' })).toBe('cars') // not the number's text: a string count picks no plural form
    expect(t('hello', { name: 'Dora' })).toBe('Hello Dora')
    expect(t('hello', { name: 'Nikos' })).toBe('Hello Nikos')
    expect(t<{ heading: string }[]>('search:sections', { returnObjects: true, app: 'A' })).toEqual([{ heading: 'On A' }])
    expect(t<{ heading: string }[]>('search:sections', { returnObjects: true, app: 'B' })).toEqual([{ heading: 'On B' }])
    expect(reads).toEqual(['en/common', 'en/search'])
    // A translation that remembers is its own remembering twin; any other has one twin.
    expect(remembering(t)).toBe(t)
    const browser = translatorOf().translator.getFixedT('en', 'common')
    expect(remembering(browser)).not.toBe(browser)
    expect(remembering(browser)).toBe(remembering(browser))
  })

  it('loads each file once, and tries a failed one again', async () => {
    const { translator, loads, settle } = translatorOf()
    void translator.loadNamespace('common')
    void translator.loadNamespace('common')
    await settle()
    expect(loads).toHaveBeenCalledTimes(1)
    await expect(translator.loadNamespace('nowhere')).rejects.toThrow('no translations for en/nowhere')
    await expect(translator.loadNamespace('nowhere')).rejects.toThrow()
    expect(loads).toHaveBeenCalledTimes(3)
  })

  it('changes language once the namespaces in use are loaded in it; the last call wins', async () => {
    const { translator, settle } = translatorOf()
    void translator.loadNamespaces(['common', 'search'])
    await settle()
    const heard = vi.fn()
    translator.subscribe(heard)
    const toHebrew = translator.changeLanguage('he')
    expect(translator.language).toBe('en') // not before its texts are in
    await settle()
    await toHebrew
    expect(translator.language).toBe('he')
    expect(translator.hasLoadedNamespace('search', 'he')).toBe(true)
    expect(translator.t('cars', { count: 2 })).toBe('שני רכבים')
    expect(heard).toHaveBeenCalledTimes(1)
    const first = translator.changeLanguage('en')
    const second = translator.changeLanguage('he')
    await Promise.all([first, second])
    expect(translator.language).toBe('he')
  })
})

/** Hooks before and after the translation's, as most components have: a suspension must keep them in order. */
function Title({ children }: { children?: string }) {
  const [name] = useState(children ?? 'you')
  const { t, i18n } = useTranslation(['search', 'common'])
  const greeting = useMemo(() => t('common:hello', { name }), [t, name])
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const later = setTimeout(() => setSeen(true))
    return () => clearTimeout(later)
  }, [])
  return (
    <h1 lang={i18n.language} data-seen={seen}>
      {t('title')} {greeting}
    </h1>
  )
}

describe('useTranslation', () => {
  it('suspends until its namespaces are loaded, then renders their texts', async () => {
    const { translator, settle } = translatorOf()
    await act(async () => {
      render(
        <TranslationProvider translator={translator}>
          <Suspense fallback={<p>loading</p>}>
            <Title>Dora</Title>
          </Suspense>
        </TranslationProvider>,
      )
    })
    expect(screen.getByText('loading')).toBeTruthy()
    await settle()
    const heading = await screen.findByRole('heading')
    expect(heading.textContent).toBe('Results Hello Dora')
    await waitFor(() => expect(heading.dataset.seen).toBe('true'))
  })

  it('renders again in the language the provider is told of, keeping one t per language', async () => {
    const { translator, settle } = translatorOf()
    void translator.loadNamespaces(['common', 'search'])
    await settle()
    render(
      <TranslationProvider translator={translator}>
        <Title />
      </TranslationProvider>,
    )
    expect(screen.getByRole('heading').textContent).toBe('Results Hello you')
    const change = translator.changeLanguage('he')
    await settle()
    await act(() => change)
    expect(screen.getByRole('heading').textContent).toBe('תוצאות שלום you')
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('he')
    expect(translator.getFixedT('he', 'search')).toBe(translator.translation('he', 'search').t)
  })
})
