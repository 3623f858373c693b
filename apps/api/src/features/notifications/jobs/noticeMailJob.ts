import { z } from 'zod'
import { toLanguage } from '@wheelbase/core/languages'
import { isMessageKey, type TMessageKey } from '@wheelbase/core/messages'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { noticeMail } from '../mails'
import { findReader } from '../write'
import { pageAddress } from '@wheelbase/core/languagePaths'

const ZPayload = z.object({
  bookingId: z.string(),
  readerId: z.string(),
  key: z.custom<TMessageKey>((value) => typeof value === 'string' && isMessageKey(value), 'not a message key'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
})

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.notice': z.infer<typeof ZPayload>
  }
}

/** A booking event told in the app, also emailed to that reader: the same sentence, in the reader's language when it runs; a reader gone meanwhile gets nothing. */
export const noticeMailJob = defineJob('mail.notice', ZPayload, async ({ db, config, mailer }, { bookingId, readerId, key, params }, job) => {
  const reader = await findReader(db, readerId)
  if (!reader) return
  const language = toLanguage(reader.language) ?? config.defaultLanguage
  await mailer.send({
    ...noticeMail(language, reader, key, params, pageAddress(config.publicUrl, language, `/booking?b=${bookingId}`)),
    messageId: messageIdOf(job),
  })
})
