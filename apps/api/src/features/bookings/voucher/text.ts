import bidiFactory from 'bidi-js'
import { COLORS, lineHeight, place, type TAlign, type TBox, type TCanvas, type TStyle } from './canvas'
import { loadFont, runsOf, type TRun, type TScript } from './fonts'

/*
 * Right to left. pdfkit draws glyphs in the order it is given, and fontkit reverses on its own any
 * word it takes for Hebrew, which reverses words but not the order of words or of numbers among
 * them. So every line goes through bidi-js first (embedding levels with the language's base
 * direction, then the visual order with mirrored brackets), is right-aligned when the language is
 * right to left, and the fonts are handed to pdfkit wrapped so that fontkit always lays out left to
 * right and keeps that visual order. Text extraction still reads Hebrew in logical order: PDF
 * readers (pdf.js, Poppler) take a run of Hebrew glyphs as visual and reverse it back, and since each
 * Hebrew phrase is a single run of a single font, each comes out as written. ActualText spans were
 * the other way, but pdf.js ignores them.
 */

const bidi = bidiFactory()

// Directional marks (Intl puts some in dates) have done their work once the line is reordered.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

function useFont(c: TCanvas, script: TScript, style: TStyle): void {
  const name = `${script}-${style.bold ? 'bold' : 'regular'}`
  if (!c.registered.has(name)) {
    c.doc.registerFont(name, loadFont(script, Boolean(style.bold)))
    c.registered.add(name)
  }
  c.doc.font(name).fontSize(style.size)
}

function runWidth(c: TCanvas, run: TRun, style: TStyle): number {
  useFont(c, run.script, style)
  return c.doc.widthOfString(run.text)
}

export function widthOf(c: TCanvas, text: string, style: TStyle): number {
  return runsOf(c.fonts, text).reduce((sum, run) => sum + runWidth(c, run, style), 0)
}

/** Words, and single Chinese characters (with the punctuation after them): where a line may break. */
const TOKENS = /\s+|\p{Script=Han}[\p{P}]*|[^\s\p{Script=Han}]+/gu

/** Greedy line breaking on logical text; a token wider than the line is cut between characters. */
function wrap(c: TCanvas, text: string, width: number, style: TStyle): string[] {
  // A line break of the text starts a line of its own (a fact's second line, a list's next item).
  if (text.includes('\n')) return text.split('\n').flatMap((part) => wrap(c, part, width, style))
  const tokens = (text.match(TOKENS) ?? []).flatMap((token) => (widthOf(c, token, style) > width ? [...token] : [token]))
  const lines: string[] = []
  let line = ''
  for (const token of tokens) {
    if (!line.trim()) line = token.trimStart()
    else if (widthOf(c, line + token, style) <= width) line += token
    else {
      lines.push(line.trimEnd())
      line = token.trimStart()
    }
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines.length ? lines : ['']
}

/**
 * The base direction of a text: the language's, or the text's own for names, emails, phone numbers
 * and coordinates (what the web app isolates in <bdi>), so "+30 691 234 5678" stays in its order on
 * a Hebrew voucher while a Hebrew place name on an English one reads right to left.
 */
export type TDirection = 'language' | 'own'

/** One line: reordered for display by bidi-js, then drawn run by run from the left. */
export function drawLine(
  c: TCanvas,
  text: string,
  box: TBox,
  baseline: number,
  style: TStyle,
  align: TAlign,
  direction: TDirection = 'language',
): void {
  const levels = bidi.getEmbeddingLevels(text, direction === 'own' ? 'auto' : c.rtl ? 'rtl' : 'ltr')
  const visual = bidi.getReorderedString(text, levels).replace(BIDI_CONTROLS, '')
  const runs = runsOf(c.fonts, visual).map((run) => ({ ...run, width: runWidth(c, run, style) }))
  const total = runs.reduce((sum, run) => sum + run.width, 0)
  const { x, width } = place(c, box)
  const right = align === 'end' ? !c.rtl : align === 'start' && c.rtl
  let at = align === 'center' ? x + (width - total) / 2 : right ? x + width - total : x
  c.doc.fillColor(style.color ?? COLORS.text)
  for (const run of runs) {
    useFont(c, run.script, style)
    c.doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' })
    at += run.width
  }
}

/** A wrapped paragraph whose first line starts at top; returns the y below it. */
export function drawText(c: TCanvas, text: string, box: TBox, top: number, style: TStyle, align: TAlign = 'start', direction?: TDirection): number {
  const step = lineHeight(style)
  let y = top
  for (const line of wrap(c, text, box.width, style)) {
    drawLine(c, line, box, y + style.size, style, align, direction)
    y += step
  }
  return y
}

export const textHeight = (c: TCanvas, text: string, width: number, style: TStyle) => wrap(c, text, width, style).length * lineHeight(style)
