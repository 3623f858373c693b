import type { TExtra } from '@wheelbase/core/extras'
import { isFeeKind, type TFeeKind } from '@wheelbase/core/fees'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import el from './locales/el.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import he from './locales/he.json'
import zh from './locales/zh.json'
import type { Mail } from '../platform/adapters/mail'
import { escapeHtml } from '../platform/render/html'

export type Texts = typeof en
export const TEXTS: Record<TLanguage, Texts> = { en, fr, el, he, zh }

/** The name of a price line other than the rental: an option the driver chose, or one of the supplier's fees. */
export function chargeName(texts: Texts, kind: TExtra | TFeeKind): string {
  return isFeeKind(kind) ? texts.fees[kind] : texts.extras[kind]
}

export const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '')

export function layout(
  language: TLanguage,
  paragraphs: string[],
  action?: { label: string; url: string },
  after: string[] = [],
): { html: string; text: string } {
  const t = TEXTS[language]
  const dir = directionOf(language)
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#242424;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      p(t.linkFallback) +
      `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;background:#fafafa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#242424">
<div style="max-width:560px;margin:0 auto;padding:24px"><div style="background:#ffffff;border-radius:12px;padding:24px">
${paragraphs.map(p).join('\n')}${button}${after.map(p).join('\n')}${p(t.signature)}
</div><p style="color:#5c5f66;font-size:12px;text-align:center">${escapeHtml(t.footer)}</p></div></body></html>`
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), ...after, t.signature, '', t.footer].join('\n\n')
  return { html, text }
}

export function accountLinkMail(
  kind: 'activation' | 'reset' | 'invitation',
  language: TLanguage,
  to: { email: string; name: string },
  url: string,
): Mail {
  const t = TEXTS[language]
  const texts = t[kind]
  const body = layout(language, [fill(t.greeting, { name: to.name }), fill(texts.intro, { name: to.name })], { label: texts.action, url }, [
    texts.expiry,
    texts.ignore,
  ])
  return { to: to.email, subject: texts.subject, ...body }
}

export function contactMail(
  language: TLanguage,
  to: string,
  message: { subject: string; message: string; email: string; account?: { name: string; email: string } },
): Mail {
  const t = TEXTS[language].contact
  const lines = [t.intro, fill(t.from, { email: message.email })]
  if (message.account) lines.push(fill(t.signedIn, message.account))
  const body = layout(language, [...lines, message.subject, message.message])
  return { to, subject: fill(t.subject, { subject: message.subject }), ...body }
}
