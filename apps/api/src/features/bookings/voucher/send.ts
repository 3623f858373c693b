import { and, eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../../../data/bookingSummary'
import { bookings } from '../../../db/schema'
import { voucherMail } from '../../../mail/voucherMail'
import type { AppContext } from '../../../appContext'
import { assertId, conflict, notFound } from '../../../platform/http/errors'
import type { Actor } from '../../../domain/actor'
import { visibleTo } from '../scope'
import { renderVoucherPdf } from './pdf'
import { pageAddress } from '@wheelbase/core/languagePaths'

/**
 * Once approved (reserved), the driver's voucher by email (durable work 'mail.voucher'), in the
 * driver's language: the PDF attached and a link to the booking's page. The voucher also stays
 * downloadable.
 */
export async function mailVoucher(ctx: AppContext, bookingId: string, messageId: string): Promise<void> {
  const summary = await findBookingSummary(ctx.db, { bookingId })
  if (!summary) return
  const language = toLanguage(summary.driver.language) ?? ctx.config.defaultLanguage
  const pdf = await renderVoucherPdf(summary, language)
  await ctx.mailer.send({ ...voucherMail(summary, language, pdf, pageAddress(ctx.config.publicUrl, language, `/booking?b=${bookingId}`)), messageId })
}

/** The voucher of a booking the caller may see (else 404), once it is reserved (else 409), in the caller's language. */
export async function voucherFor(ctx: AppContext, actor: Actor, id: string, language: TLanguage): Promise<{ pdf: Buffer; filename: string }> {
  assertId(id, 'booking')
  const [visible] = await ctx.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings._id, id), visibleTo(actor)))
  if (!visible) throw notFound('booking')
  if (visible.status !== 'reserved') throw conflict('voucher_unavailable', 'bookings.voucherUnavailable')
  const summary = await findBookingSummary(ctx.db, { bookingId: id })
  if (!summary) throw notFound('booking')
  return { pdf: await renderVoucherPdf(summary, language), filename: `voucher-${id.slice(0, 8)}.pdf` }
}

/** A voucher as a download: never cached on the way, since it holds personal data. */
export function sendPdf(reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf)
}
