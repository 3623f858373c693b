import type { FastifyBaseLogger } from 'fastify'
import { toLanguage } from '@wheelbase/core/languages'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { TReader } from '../../data/notify'
import { noticeMail } from '../../mail/noticeMails'
import type { AppContext } from '../../platform/context'

/** A booking event told in the app, to be emailed too to the readers who enabled email notifications. */
export type TNotice = { readers: TReader[]; key: TMessageKey; params: Record<string, string | number>; bookingId: string }

/** Emails the notices after the answer (a mail that cannot be sent is logged; the change holds). */
export function mailNotices(ctx: AppContext, notices: TNotice[], log: FastifyBaseLogger): void {
  const mails = notices.flatMap((notice) =>
    notice.readers
      .filter((reader) => reader.emailOn)
      .map((reader) => () => {
        const language = toLanguage(reader.language) ?? ctx.config.defaultLanguage
        return noticeMail(language, reader, notice.key, notice.params, `${ctx.config.publicUrl}/booking?b=${notice.bookingId}`)
      }),
  )
  if (!mails.length) return
  ctx.background.run('notice mails', async () => {
    for (const mail of mails) {
      try {
        await ctx.mailer.send(mail())
      } catch (error) {
        log.error({ err: error }, 'notice mail not sent')
      }
    }
  })
}
