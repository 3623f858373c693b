import PDFDocument from 'pdfkit'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import type { TBookingSummary } from '../../../data/bookingSummary'
import { COLORS, COLUMN, CONTENT, GUTTER, lineHeight, MARGIN, place, STYLES, type TCanvas, type TStyle } from './canvas'
import { voucherContent, type TVoucher } from './content'
import { FALLBACK } from './fonts'
import { blockHeight, drawBlock, ensureSpace, heading, labelColumn, newPage, rule, type TBlock, type TRow } from './layout'
import { drawLine, drawText, textHeight, widthOf } from './text'

/*
 * The booking voucher: one A4 page (more if a list runs long) in the driver's language. Its texts
 * come from content.ts; fonts.ts tells how a text in any script finds its font, text.ts how a line is
 * put in visual order and drawn, layout.ts the rows and blocks the sections below are made of.
 */

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
  for (const block of [{ title: v.t.sections.conditions, rows: v.conditions }, ...(v.keyFacts ? [v.keyFacts] : [])]) {
    const split = labelColumn(c, block.rows, box)
    ensureSpace(c, blockHeight(c, block, box, split) + 40)
    c.y = drawBlock(c, block, box, split, c.y) + 8
  }
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
