import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PostalMime from 'postal-mime'

/** Waits for the newest mail to `to` in DATA_DIR/outbox (where the embedded mode writes it) and returns its link. */
export async function linkFromOutbox(
  dataDir: string,
  to: string,
  pathname: '/activate' | '/reset-password' | '/booking/manage',
  after = 0,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    let files: string[] = []
    try {
      files = readdirSync(outbox).sort()
    } catch {
      files = []
    }
    for (const file of files.slice(after).reverse()) {
      const mail = await PostalMime.parse(readFileSync(path.join(outbox, file)))
      if (!mail.to?.some((a) => a.address === to)) continue
      const match = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`).exec(mail.text ?? '')
      if (match) return match[0]
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no ${pathname} mail to ${to}`)
}

export function outboxCount(dataDir: string): number {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).length
  } catch {
    return 0
  }
}

export type OutboxMail = { subject: string; text: string; attachments: { filename: string | null; mimeType: string; content: string }[] }

/** Waits for a mail to `to` whose subject matches, in DATA_DIR/outbox, and returns it with its attachments. */
export async function mailFromOutbox(
  dataDir: string,
  to: string,
  subject: RegExp,
  where: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    let files: string[] = []
    try {
      files = readdirSync(outbox).sort().reverse()
    } catch {
      files = []
    }
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(path.join(outbox, file)))
      if (!mail.to?.some((a) => a.address === to) || !subject.test(mail.subject ?? '')) continue
      const found: OutboxMail = {
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          mimeType: a.mimeType,
          content: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
        })),
      }
      if (where(found)) return found
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail to ${to} matching ${subject}`)
}
