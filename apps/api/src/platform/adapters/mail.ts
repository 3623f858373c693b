import { systemClock } from '../clock'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  attachments?: { filename: string; content: string | Buffer; contentType: string }[]
  /** The same for every try of one mail (made from its work item), so a receiver can tell a repeat. */
  messageId?: string
}
export type Mailer = { send(mail: Mail): Promise<void> }

/**
 * With SMTP_URL, mail goes over SMTP. Without it (the embedded demo), each message is written as
 * an .eml file under DATA_DIR/outbox — a person running the demo opens it to follow its links —
 * and only the file's path is logged: links carry one-time tokens, which never reach the logs.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  const outbox = path.join(options.dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      await mkdir(outbox, { recursive: true })
      const file = path.join(outbox, `${systemClock.now().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`)
      await writeFile(file, info.message as Buffer)
      options.log.info({ file }, 'mail written to the outbox')
    },
  }
}
