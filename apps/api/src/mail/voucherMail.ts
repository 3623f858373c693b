import { bookingReference } from '@wheelbase/core/bookingStatus'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TBookingSummary } from '../data/bookingSummary'
import type { Mail } from '../platform/adapters/mail'
import { fill, layout, TEXTS } from './templates'

/** The driver's voucher once the supplier approves: the PDF attached, and the booking's page to download it again. */
export function voucherMail(summary: TBookingSummary, language: TLanguage, pdf: Buffer, url: string): Mail {
  const all = TEXTS[language]
  const t = all.voucher
  const reference = bookingReference(summary.booking._id)
  const paragraphs = [
    fill(all.greeting, { name: summary.driver.fullName }),
    fill(t.intro, { supplier: summary.supplier.fullName, car: summary.car.name }),
    t.irrevocable,
  ]
  return {
    to: summary.driver.email,
    subject: fill(t.subject, { reference }),
    ...layout(language, paragraphs, { label: t.action, url }),
    attachments: [{ filename: `${reference}.pdf`, content: pdf, contentType: 'application/pdf' }],
  }
}
