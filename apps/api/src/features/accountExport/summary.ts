import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { formatPrice } from '@wheelbase/core/money'
import type { TAccountExport } from '@wheelbase/core/schemas/accountExport'
import { TEXTS, fill } from '../../mail/templates'
import { escapeHtml } from '../../platform/render/html'

/** A table of rows under a heading, or "None." when there is nothing. */
function table(heading: string, none: string, head: string[], rows: string[][]): string {
  const body = rows.length
    ? `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(heading)}"><table><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table></div>`
    : `<p>${escapeHtml(none)}</p>`
  return `<section><h2>${escapeHtml(heading)}</h2>${body}</section>`
}

/**
 * The export as a person reads it: one self-contained page in the account's language, right to
 * left in Hebrew, with no script and nothing fetched (it opens from a mail or a disk alike).
 */
export function exportSummaryHtml(data: TAccountExport, language: TLanguage): string {
  const t = TEXTS[language].dataExport
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const at = (iso: string) => moment.format(new Date(iso))
  const { account } = data
  const profile: [string, string | null][] = [
    [t.fields.fullName, account.fullName],
    [t.fields.email, account.email],
    [t.fields.phone, account.phone],
    [t.fields.birthDate, account.birthDate && day.format(new Date(account.birthDate))],
    [t.fields.location, account.location],
    [t.fields.bio, account.bio],
    [t.fields.language, new Intl.DisplayNames(language, { type: 'language' }).of(account.language) ?? account.language],
    [t.fields.createdAt, at(account.createdAt)],
  ]
  const sections = [
    `<section><h2>${escapeHtml(t.profile)}</h2><dl>${profile
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('')}</dl></section>`,
    `<section><h2>${escapeHtml(t.consents)}</h2><p>${escapeHtml(t.emailNotifications)}: ${escapeHtml(data.consents.emailNotifications ? t.on : t.off)}</p></section>`,
    table(
      t.bookings,
      t.none,
      [
        t.booking.reference,
        t.booking.car,
        t.booking.supplier,
        t.booking.dates,
        t.booking.places,
        t.booking.driver,
        t.booking.status,
        t.booking.total,
      ],
      data.bookings.map((b) => [
        b.reference,
        b.car,
        b.supplier,
        `${at(b.from)} – ${at(b.to)}`,
        `${b.pickup} → ${b.dropoff}`,
        b.driver?.fullName ?? account.fullName,
        t.statuses[b.status],
        formatPrice(b.totalCents, b.currency, language),
      ]),
    ),
    table(
      t.reviews,
      t.none,
      [t.review.date, t.review.supplier, t.review.score, t.review.comment],
      data.reviews.map((r) => [at(r.createdAt), r.supplier, `${r.score}/10`, r.comment ?? '']),
    ),
    table(
      t.notifications,
      t.none,
      [t.review.date, t.notifications],
      data.notifications.map((n) => [at(n.createdAt), n.message]),
    ),
    table(
      t.sessions,
      t.none,
      [t.session.signedIn, t.session.lastSeen, t.session.browser, t.session.address],
      data.sessions.map((s) => [at(s.signedInAt), at(s.lastSeenAt), s.userAgent ?? '', s.ip ?? '']),
    ),
    table(
      t.passkeys,
      t.none,
      [t.passkey.name, t.passkey.added, t.passkey.lastUsed],
      data.signIn.passkeys.map((k) => [k.name, at(k.createdAt), k.lastUsedAt ? at(k.lastUsedAt) : '']),
    ),
  ]
  const style =
    'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#242424;max-width:72rem;margin:0 auto;padding:1.5rem;line-height:1.5}' +
    'table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:start;vertical-align:top;overflow-wrap:break-word}th{white-space:nowrap}.scroll{overflow-x:auto}' +
    'dt{font-weight:600}dd{margin:0 0 .5rem}section{margin-top:2rem}'
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(
    t.title,
  )}</title><style>${style}</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(
    fill(t.generated, { date: at(data.generatedAt) }),
  )}</p>${sections.join('')}</main></body></html>`
}
