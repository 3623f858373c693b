import type { TScript } from './fonts'

// The page being drawn: its geometry, colours and text styles, and the state of the drawing.

export const PAGE = { width: 595.28, height: 841.89 } // A4, in points
export const MARGIN = 48
export const CONTENT = PAGE.width - 2 * MARGIN
export const BOTTOM = PAGE.height - 56 // the footer sits below
export const GUTTER = 24
export const COLUMN = (CONTENT - GUTTER) / 2

export const COLORS = { text: '#242424', muted: '#5c5f66', rule: '#dee2e6', band: '#f1f3f5', confirmed: '#2b8a3e', white: '#ffffff' }

export type TStyle = { size: number; bold?: boolean; color?: string }
export const STYLES = {
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

export const lineHeight = (style: TStyle) => style.size * 1.45

export type TAlign = 'start' | 'end' | 'center'
/** A horizontal span, in left-to-right page coordinates before mirroring. */
export type TBox = { x: number; width: number }

export type TCanvas = {
  doc: PDFKit.PDFDocument
  rtl: boolean
  fonts: readonly TScript[]
  registered: Set<string>
  footer: string
  y: number
}

/** The box as drawn: mirrored across the page for a right-to-left language. */
export function place(c: TCanvas, box: TBox): TBox {
  return c.rtl ? { x: PAGE.width - box.x - box.width, width: box.width } : box
}
