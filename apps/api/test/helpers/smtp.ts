import { createServer, type AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  to: string[]
  subject: string
  text: string
  html: string
  language: string | undefined
  attachments: { filename: string | null; mimeType: string; content: string }[]
}
export type SmtpSink = {
  url: string
  mails: ReceivedMail[]
  /** The next mail to `to` (whose subject matches, if given): mails that follow one change may arrive in any order. */
  /** The next mail to `to`; `waitMs`: how long to wait for it (10 s; longer where a server restarts first). */
  next(to: string, subject?: RegExp, waitMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/** A real SMTP server on loopback: the app sends over SMTP, tests read what arrived. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const waiting: { to: string; subject: RegExp | undefined; resolve: (mail: ReceivedMail) => void }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            language: /<html lang="(\w+)"/.exec(parsed.html ?? '')?.[1],
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename,
              mimeType: a.mimeType,
              content: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
            })),
          }
          mails.push(mail)
          for (const w of waiting.filter((x) => mail.to.includes(x.to) && (!x.subject || x.subject.test(mail.subject)))) {
            waiting.splice(waiting.indexOf(w), 1)
            w.resolve(mail)
          }
          callback()
        })
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    next(to, subject, waitMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), waitMs)
        waiting.push({
          to,
          subject,
          resolve: (mail) => {
            clearTimeout(timer)
            resolve(mail)
          },
        })
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The one-time link of an account mail, as its parts. */
export function linkIn(mail: ReceivedMail): { url: URL; userId: string; email: string; token: string } {
  const match = /https?:\/\/[^\s"<>]+\?u=[^\s"<>]+/.exec(mail.text)
  if (!match) throw new Error(`no link in mail: ${mail.text}`)
  const url = new URL(match[0].replace(/&amp;/g, '&'))
  return { url, userId: url.searchParams.get('u') ?? '', email: url.searchParams.get('e') ?? '', token: url.searchParams.get('t') ?? '' }
}

/** A loopback port nothing listens on (yet): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
