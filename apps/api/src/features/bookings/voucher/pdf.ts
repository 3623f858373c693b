import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import bidiFactory from 'bidi-js'
import { create as createFont, type Font } from 'fontkit'
import PDFDocument from 'pdfkit'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import { EXTRAS } from '@wheelbase/core/extras'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { formatPrice } from '@wheelbase/core/money'
import type { TBookingSummary } from '../../../data/bookingSummary'
import { locationName } from '../../../data/locations'
import { fill } from '../../../mail/templates'
import { voucherTexts, type TVoucherLabels } from './texts'

/*
 * The booking voucher: one A4 page (more if a list runs long) in the driver's language.
 *
 * Fonts. Noto Sans (Latin, Greek), Noto Sans Hebrew and Noto Sans Hans (the GB2312 subset of
 * Simplified Chinese) come from npm packages and are embedded as subsets by pdfkit. Each line is cut
 * into runs by font: a character goes to the first font of the language's fallback order that has
 * it, and spaces, digits and punctuation stay in the current run's font when it has them, so a
 * Hebrew phrase stays one run.
 *
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
const require = createRequire(import.meta.url)

// ---------------------------------------------------------------------------------------- fonts

type TScript = 'latin' | 'hebrew' | 'han'

const FONT_FILES: Record<TScript, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  hebrew: { pkg: '@embedpdf/fonts-hebrew', regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
  han: { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
}

/** Which font to try first for a language's text; the others cover names and places in any script. */
const FALLBACK: Record<TLanguage, readonly TScript[]> = {
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

function loadFont(script: TScript, bold: boolean): Font {
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

// ----------------------------------------------------------------------------------------- page

const PAGE = { width: 595.28, height: 841.89 } // A4, in points
const MARGIN = 48
const CONTENT = PAGE.width - 2 * MARGIN
const BOTTOM = PAGE.height - 56 // the footer sits below
const GUTTER = 24
const COLUMN = (CONTENT - GUTTER) / 2

const COLORS = { text: '#242424', muted: '#5c5f66', rule: '#dee2e6', band: '#f1f3f5', confirmed: '#2b8a3e', white: '#ffffff' }

type TStyle = { size: number; bold?: boolean; color?: string }
const STYLES = {
  brand: { size: 22, bold: true },
  title: { size: 15, bold: true },
  reference: { size: 13, bold: true },
  heading: { size: 11, bold: true },
  label: { size: 8.5, color: COLORS.muted },
  value: { size: 9.5 },
  total: { size: 10.5, bold: true },
  badge: { size: 9, bold: true, color: COLORS.white },
  footer: { size: 8, color: COLORS.muted },
} satisfies Record<string, TStyle>

const lineHeight = (style: TStyle) => style.size * 1.45

type TAlign = 'start' | 'end' | 'center'
/** A horizontal span, in left-to-right page coordinates before mirroring. */
type TBox = { x: number; width: number }

type TCanvas = {
  doc: PDFKit.PDFDocument
  rtl: boolean
  fonts: readonly TScript[]
  registered: Set<string>
  footer: string
  y: number
}

// ----------------------------------------------------------------------------------------- text

const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u
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

function hasGlyph(script: TScript, char: string): boolean {
  return loadFont(script, false).hasGlyphForCodePoint(char.codePointAt(0) ?? 0)
}

function scriptOf(c: TCanvas, char: string, current: TScript | undefined): TScript {
  if (current && NEUTRAL.test(char) && hasGlyph(current, char)) return current
  return c.fonts.find((script) => hasGlyph(script, char)) ?? current ?? c.fonts[0] ?? 'latin'
}

/** The text cut where the font changes, each piece in the order given. */
function runsOf(c: TCanvas, text: string): { text: string; script: TScript }[] {
  const runs: { text: string; script: TScript }[] = []
  for (const char of text) {
    const last = runs.at(-1)
    const script = scriptOf(c, char, last?.script)
    if (last && last.script === script) last.text += char
    else runs.push({ text: char, script })
  }
  return runs
}

function runWidth(c: TCanvas, run: { text: string; script: TScript }, style: TStyle): number {
  useFont(c, run.script, style)
  return c.doc.widthOfString(run.text)
}

function widthOf(c: TCanvas, text: string, style: TStyle): number {
  return runsOf(c, text).reduce((sum, run) => sum + runWidth(c, run, style), 0)
}

/** Words, and single Chinese characters (with the punctuation after them): where a line may break. */
const TOKENS = /\s+|\p{Script=Han}[\p{P}]*|[^\s\p{Script=Han}]+/gu

/** Greedy line breaking on logical text; a token wider than the line is cut between characters. */
function wrap(c: TCanvas, text: string, width: number, style: TStyle): string[] {
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

/** The box as drawn: mirrored across the page for a right-to-left language. */
function place(c: TCanvas, box: TBox): TBox {
  return c.rtl ? { x: PAGE.width - box.x - box.width, width: box.width } : box
}

/**
 * The base direction of a text: the language's, or the text's own for names, emails, phone numbers
 * and coordinates (what the web app isolates in <bdi>), so "+30 691 234 5678" stays in its order on
 * a Hebrew voucher while a Hebrew place name on an English one reads right to left.
 */
type TDirection = 'language' | 'own'

/** One line: reordered for display by bidi-js, then drawn run by run from the left. */
function drawLine(c: TCanvas, text: string, box: TBox, baseline: number, style: TStyle, align: TAlign, direction: TDirection = 'language'): void {
  const levels = bidi.getEmbeddingLevels(text, direction === 'own' ? 'auto' : c.rtl ? 'rtl' : 'ltr')
  const visual = bidi.getReorderedString(text, levels).replace(BIDI_CONTROLS, '')
  const runs = runsOf(c, visual).map((run) => ({ ...run, width: runWidth(c, run, style) }))
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
function drawText(c: TCanvas, text: string, box: TBox, top: number, style: TStyle, align: TAlign = 'start', direction?: TDirection): number {
  const step = lineHeight(style)
  let y = top
  for (const line of wrap(c, text, box.width, style)) {
    drawLine(c, line, box, y + style.size, style, align, direction)
    y += step
  }
  return y
}

const textHeight = (c: TCanvas, text: string, width: number, style: TStyle) => wrap(c, text, width, style).length * lineHeight(style)

// -------------------------------------------------------------------------------------- content

/** A label and its value; 'own' marks a value that keeps its own direction (see TDirection). */
type TRow = [label: string, value: string, direction?: TDirection]
type TBlock = { title: string; rows: TRow[] }

type TVoucher = {
  t: TVoucherLabels
  reference: string
  blocks: TBlock[]
  price: { lines: TRow[]; total: TRow; after: TRow[] }
  conditions: TRow[]
}

/** A date and time on the pick-up place's clock (as the confirmation mail writes them). */
const dateTime = (date: Date, language: TLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)

/** A calendar date stored as YYYY-MM-DD, written for the reader. */
function calendarDate(day: string, language: TLanguage): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

function contactRows(t: TVoucherLabels, who: { email: string; phone: string | null }): TRow[] {
  return who.phone
    ? [
        [t.fields.email, who.email, 'own'],
        [t.fields.phone, who.phone, 'own'],
      ]
    : [[t.fields.email, who.email, 'own']]
}

function person(t: TVoucherLabels, title: string, who: { fullName: string; email: string; phone: string | null }, born?: string): TBlock {
  return { title, rows: [[t.fields.name, who.fullName, 'own'], ...contactRows(t, who), ...(born ? [[t.fields.birthDate, born] satisfies TRow] : [])] }
}

function placeBlock(t: TVoucherLabels, title: string, place: TBookingSummary['pickup'], when: string, language: TLanguage): TBlock {
  return {
    title,
    rows: [
      [t.fields.place, locationName(place, language), 'own'],
      [t.fields.kind, t.placeKinds[place.kind]],
      [t.fields.coordinates, `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`, 'own'],
      [t.fields.when, when],
    ],
  }
}

/** Every text of the voucher, in the reader's language; the drawing below only places them. */
function voucherContent(summary: TBookingSummary, language: TLanguage): TVoucher {
  const t = voucherTexts(language)
  const { booking, car, supplier, driver, pickup, dropoff } = summary
  const { currency, days } = booking.priceSnapshot
  const price = (cents: number) => formatPrice(cents, currency, language)
  const extra = booking.additionalDriverDetails
  const chosen = EXTRAS.filter((option) => booking[option]).map((option) => t.extras[option])
  const driverBlock = person(t, t.sections.driver, driver)
  const extraBlock = extra && person(t, t.sections.additionalDriver, extra, calendarDate(extra.birthDate, language))
  const pickupBlock = placeBlock(t, t.sections.pickup, pickup, dateTime(booking.from, language, pickup.timeZone), language)
  const dropoffBlock = placeBlock(t, t.sections.dropoff, dropoff, dateTime(booking.to, language, pickup.timeZone), language)
  const carBlock: TBlock = {
    title: t.sections.car,
    rows: [[t.fields.car, car.name, 'own'], [t.fields.supplier, supplier.fullName, 'own'], ...contactRows(t, supplier)],
  }
  const optionsBlock: TBlock = { title: t.sections.options, rows: (chosen.length ? chosen : [t.noOptions]).map((name): TRow => ['', name]) }
  return {
    t,
    reference: bookingReference(booking._id),
    // Two by two: the drivers, the places, the car and its options (the car beside a lone driver).
    blocks: extraBlock
      ? [driverBlock, extraBlock, pickupBlock, dropoffBlock, carBlock, optionsBlock]
      : [driverBlock, carBlock, pickupBlock, dropoffBlock, optionsBlock],
    price: {
      lines: booking.priceSnapshot.lines.map((line): TRow => [
        line.kind === 'rental' ? t.rental(days) : t.extras[line.kind],
        price(line.amountCents),
      ]),
      total: [t.price.total, price(booking.totalPrice)],
      after: [
        [t.price.payment, booking.payLater ? t.price.payLater : t.price.paid],
        [t.price.deposit, price(car.deposit)],
      ],
    },
    conditions: [
      [t.conditions.mileage, car.mileage === UNLIMITED_MILEAGE ? t.conditions.unlimited : fill(t.conditions.kmPerDay, { km: String(car.mileage) })],
      [t.conditions.fuelPolicy, t.conditions[car.fuelPolicy]],
      [t.conditions.driverAge, fill(t.conditions.minimumAge, { age: String(car.minimumAge) })],
    ],
  }
}

// -------------------------------------------------------------------------------------- drawing

function footer(c: TCanvas): void {
  const y = PAGE.height - 40
  c.doc
    .moveTo(MARGIN, y - 8)
    .lineTo(PAGE.width - MARGIN, y - 8)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke()
  drawText(c, c.footer, { x: MARGIN, width: CONTENT }, y, STYLES.footer, 'center')
}

function newPage(c: TCanvas): void {
  c.doc.addPage({ size: 'A4', margin: 0 })
  footer(c)
  c.y = MARGIN
}

/** Starts a new page unless height still fits above the footer. */
function ensureSpace(c: TCanvas, height: number): void {
  if (c.y + height > BOTTOM) newPage(c)
}

function rule(c: TCanvas, y: number, box: TBox = { x: MARGIN, width: CONTENT }, color = COLORS.rule): void {
  const { x, width } = place(c, box)
  c.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke()
}

/** Wheelbase and the confirmed badge, then the title and the booking reference. */
function header(c: TCanvas, v: TVoucher): void {
  const { t } = v
  drawLine(c, 'Wheelbase', { x: MARGIN, width: CONTENT }, c.y + STYLES.brand.size, STYLES.brand, 'start')
  const badgeWidth = widthOf(c, t.confirmed, STYLES.badge) + 20
  const badge = place(c, { x: MARGIN + CONTENT - badgeWidth, width: badgeWidth })
  c.doc.roundedRect(badge.x, c.y + 4, badge.width, 20, 10).fill(COLORS.confirmed)
  drawLine(c, t.confirmed, { x: MARGIN + CONTENT - badgeWidth, width: badgeWidth }, c.y + 17.5, STYLES.badge, 'center')
  c.y += 40

  const half = { x: MARGIN, width: CONTENT * 0.6 }
  const end = { x: MARGIN + CONTENT * 0.6, width: CONTENT * 0.4 }
  const below = drawText(c, t.title, half, c.y, STYLES.title)
  drawText(c, t.reference, end, c.y - 4, STYLES.label, 'end')
  drawText(c, v.reference, end, c.y + 8, STYLES.reference, 'end')
  c.y = Math.max(below, c.y + 30) + 6
  rule(c, c.y, undefined, COLORS.text)
  c.y += 10
}

function heading(c: TCanvas, title: string, box: TBox, top: number): number {
  const y = drawText(c, title, box, top, STYLES.heading)
  rule(c, y + 1, box)
  return y + 6
}

/** The label column: as wide as the longest label of the rows, up to 42 % of the box. */
function labelColumn(c: TCanvas, rows: TRow[], box: TBox): number {
  const widest = Math.max(0, ...rows.map(([label]) => (label ? widthOf(c, label, STYLES.label) : 0)))
  return Math.min(widest + 12, box.width * 0.42)
}

function rowHeight(c: TCanvas, [label, value]: TRow, box: TBox, split: number): number {
  if (!label) return textHeight(c, value, box.width, STYLES.value) + 2
  return Math.max(textHeight(c, label, split - 10, STYLES.label), textHeight(c, value, box.width - split, STYLES.value)) + 2
}

/** Label in a narrow column, value beside it (a row without label takes the whole width). */
function keyValue(c: TCanvas, [label, value, direction]: TRow, box: TBox, split: number, top: number): number {
  if (!label) return drawText(c, value, box, top, STYLES.value, 'start', direction) + 2
  const labelEnd = drawText(c, label, { x: box.x, width: split - 10 }, top + 0.8, STYLES.label)
  const valueEnd = drawText(c, value, { x: box.x + split, width: box.width - split }, top, STYLES.value, 'start', direction)
  return Math.max(labelEnd, valueEnd) + 2
}

const blockHeight = (c: TCanvas, block: TBlock, box: TBox, split: number) =>
  lineHeight(STYLES.heading) + 6 + block.rows.reduce((sum, row) => sum + rowHeight(c, row, box, split), 0)

function drawBlock(c: TCanvas, block: TBlock, box: TBox, split: number, top: number): number {
  let y = heading(c, block.title, box, top)
  for (const row of block.rows) y = keyValue(c, row, box, split, y)
  return y
}

/** The blocks two by two, side by side. */
function blockGrid(c: TCanvas, blocks: TBlock[]): void {
  const left = { x: MARGIN, width: COLUMN }
  const right = { x: MARGIN + COLUMN + GUTTER, width: COLUMN }
  for (let i = 0; i < blocks.length; i += 2) {
    const pair = blocks.slice(i, i + 2)
    const rows = pair.flatMap((block) => block.rows)
    const split = labelColumn(c, rows, left) // the same label column on both sides
    ensureSpace(c, Math.max(...pair.map((block) => blockHeight(c, block, left, split))))
    const ends = pair.map((block, j) => drawBlock(c, block, j === 0 ? left : right, split, c.y))
    c.y = Math.max(...ends) + 14
  }
}

/** Label at the start, amount at the end; the total in bold under a rule. */
function priceRow(c: TCanvas, [label, amount]: TRow, style: TStyle): void {
  const height = lineHeight(style) + 4
  ensureSpace(c, height)
  drawText(c, label, { x: MARGIN, width: CONTENT * 0.7 }, c.y, style)
  drawText(c, amount, { x: MARGIN + CONTENT * 0.7, width: CONTENT * 0.3 }, c.y, style, 'end')
  c.y += height
}

function priceTable(c: TCanvas, v: TVoucher): void {
  ensureSpace(c, lineHeight(STYLES.heading) * 4)
  c.y = heading(c, v.t.sections.price, { x: MARGIN, width: CONTENT }, c.y)
  for (const line of v.price.lines) priceRow(c, line, STYLES.value)
  rule(c, c.y)
  c.y += 5
  priceRow(c, v.price.total, STYLES.total)
  for (const line of v.price.after) priceRow(c, line, STYLES.value)
  c.y += 12
}

function conditions(c: TCanvas, v: TVoucher): void {
  const box = { x: MARGIN, width: CONTENT }
  const block = { title: v.t.sections.conditions, rows: v.conditions }
  const split = labelColumn(c, block.rows, box)
  ensureSpace(c, blockHeight(c, block, box, split) + 40)
  c.y = drawBlock(c, block, box, split, c.y) + 8
  const inner = { x: MARGIN + 12, width: CONTENT - 24 }
  const height = textHeight(c, v.t.conditions.final, inner.width, STYLES.total) + 16
  ensureSpace(c, height)
  c.doc.roundedRect(MARGIN, c.y, CONTENT, height, 6).fill(COLORS.band)
  drawText(c, v.t.conditions.final, inner, c.y + 8, STYLES.total)
  c.y += height
}

/** The driver's voucher for an approved booking, as a PDF in the driver's language. */
export async function renderVoucherPdf(summary: TBookingSummary, language: TLanguage): Promise<Buffer> {
  const voucher = voucherContent(summary, language)
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    pdfVersion: '1.7',
    lang: language,
    displayTitle: true,
    info: { Title: `${voucher.t.title} ${voucher.reference}`, Author: 'Wheelbase' },
  })
  const chunks: Uint8Array[] = []
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const c: TCanvas = {
    doc,
    rtl: directionOf(language) === 'rtl',
    fonts: FALLBACK[language],
    registered: new Set(),
    footer: voucher.t.footer,
    y: MARGIN,
  }
  newPage(c)
  header(c, voucher)
  blockGrid(c, voucher.blocks)
  priceTable(c, voucher)
  conditions(c, voucher)
  doc.end()
  await ended
  return Buffer.concat(chunks)
}
