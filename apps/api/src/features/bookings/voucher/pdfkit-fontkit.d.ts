import type { Font } from 'fontkit'

// @types/pdfkit describes pdfkit 0.17; since 0.20 registerFont also takes a parsed fontkit font
// (any object with a layout method), which the voucher uses to lay its text out left to right.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this
    }
  }
}

export {}
