import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { create as createFont, type Font } from 'fontkit'
import type { TLanguage } from '@wheelbase/core/languages'

/*
 * Fonts. Noto Sans (Latin, Greek), Noto Sans Hebrew and Noto Sans Hans (the GB2312 subset of
 * Simplified Chinese) come from npm packages and are embedded as subsets by pdfkit. Each line is cut
 * into runs by font: a character goes to the first font of the language's fallback order that has
 * it, and spaces, digits and punctuation stay in the current run's font when it has them, so a
 * Hebrew phrase stays one run.
 */

const require = createRequire(import.meta.url)

export type TScript = 'latin' | 'hebrew' | 'han'

const FONT_FILES: Record<TScript, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  hebrew: { pkg: '@embedpdf/fonts-hebrew', regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
  han: { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
}

/** Which font to try first for a language's text; the others cover names and places in any script. */
export const FALLBACK: Record<TLanguage, readonly TScript[]> = {
  en: ['latin', 'hebrew', 'han'],
  fr: ['latin', 'hebrew', 'han'],
  el: ['latin', 'hebrew', 'han'],
  he: ['hebrew', 'latin', 'han'],
  zh: ['han', 'latin', 'hebrew'],
}

/**
 * A font file of an installed package. The packages export only their index (dist/index.*), with the
 * files in fonts/ beside dist/; resolving the package at run time works from the sources and from
 * the bundle in apps/api/dist alike, where npm packages stay external.
 */
function fontFile(script: TScript, bold: boolean): string {
  const { pkg, regular, ...files } = FONT_FILES[script]
  return path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', bold ? files.bold : regular)
}

/** fontkit lays a word out right to left when it takes it for Hebrew; the voucher's text is already in visual order. */
function leftToRight(font: Font): Font {
  return new Proxy(font, {
    get(target, key) {
      if (key === 'layout') {
        return (text: string, features?: string[] | Record<string, boolean>) => target.layout(text, features, undefined, undefined, 'ltr')
      }
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/** Parsed once per process, on first use: the Chinese font (8 MB) is read only when a text needs it. */
const FONTS = new Map<string, Font>()

export function loadFont(script: TScript, bold: boolean): Font {
  const key = `${script}-${bold ? 'bold' : 'regular'}`
  let font = FONTS.get(key)
  if (!font) {
    const parsed = createFont(readFileSync(fontFile(script, bold)))
    if (!('layout' in parsed)) throw new Error(`${key}: a font collection, not a font`)
    font = leftToRight(parsed)
    FONTS.set(key, font)
  }
  return font
}

// ----------------------------------------------------------------------------------------- runs

const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u

export type TRun = { text: string; script: TScript }

function hasGlyph(script: TScript, char: string): boolean {
  return loadFont(script, false).hasGlyphForCodePoint(char.codePointAt(0) ?? 0)
}

/** The font of a character, given the fallback order and the font of the run it follows. */
function scriptOf(fonts: readonly TScript[], char: string, current: TScript | undefined): TScript {
  if (current && NEUTRAL.test(char) && hasGlyph(current, char)) return current
  return fonts.find((script) => hasGlyph(script, char)) ?? current ?? fonts[0] ?? 'latin'
}

/** The text cut where the font changes, each piece in the order given. */
export function runsOf(fonts: readonly TScript[], text: string): TRun[] {
  const runs: TRun[] = []
  for (const char of text) {
    const last = runs.at(-1)
    const script = scriptOf(fonts, char, last?.script)
    if (last && last.script === script) last.text += char
    else runs.push({ text: char, script })
  }
  return runs
}
