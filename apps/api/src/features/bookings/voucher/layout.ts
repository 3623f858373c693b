import { BOTTOM, COLORS, CONTENT, lineHeight, MARGIN, PAGE, place, STYLES, type TBox, type TCanvas } from './canvas'
import { drawText, textHeight, widthOf, type TDirection } from './text'

// ----------------------------------------------------------------------------------------- pages

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

export function newPage(c: TCanvas): void {
  c.doc.addPage({ size: 'A4', margin: 0 })
  footer(c)
  c.y = MARGIN
}

/** Starts a new page unless height still fits above the footer. */
export function ensureSpace(c: TCanvas, height: number): void {
  if (c.y + height > BOTTOM) newPage(c)
}

export function rule(c: TCanvas, y: number, box: TBox = { x: MARGIN, width: CONTENT }, color = COLORS.rule): void {
  const { x, width } = place(c, box)
  c.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke()
}

export function heading(c: TCanvas, title: string, box: TBox, top: number): number {
  const y = drawText(c, title, box, top, STYLES.heading)
  rule(c, y + 1, box)
  return y + 6
}

// ------------------------------------------------------------------------------- rows and blocks

/** A label and its value; 'own' marks a value that keeps its own direction (see TDirection). */
export type TRow = [label: string, value: string, direction?: TDirection]
export type TBlock = { title: string; rows: TRow[] }

/** The label column: as wide as the longest label of the rows, up to 42 % of the box. */
export function labelColumn(c: TCanvas, rows: TRow[], box: TBox): number {
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

export const blockHeight = (c: TCanvas, block: TBlock, box: TBox, split: number) =>
  lineHeight(STYLES.heading) + 6 + block.rows.reduce((sum, row) => sum + rowHeight(c, row, box, split), 0)

export function drawBlock(c: TCanvas, block: TBlock, box: TBox, split: number, top: number): number {
  let y = heading(c, block.title, box, top)
  for (const row of block.rows) y = keyValue(c, row, box, split, y)
  return y
}
