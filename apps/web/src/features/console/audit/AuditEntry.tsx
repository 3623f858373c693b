import { useTranslation } from '../../../i18n/useTranslation'
import type { TAuditEntry } from '@wheelbase/core/schemas/consoleAudit'
import { formatDate } from '../../../lib/intl'

/** A stored value as it is: text, a number, a date or a set of fields (the record's own words). */
const shown = (value: unknown): string => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value))

/**
 * One change: who (and as what), when, to which record, and each field before and after. Field
 * names are the database's own, shown as code (record 0135): the trail is read for what exactly
 * changed, and a translated label could hide which field it was.
 */
export function AuditEntry({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation('console')
  const fields = Object.keys({ ...entry.before, ...entry.after })
  const when = formatDate(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }, new Date(entry.at))
  return (
    <li className="rounded-card bg-white p-4 shadow-card [overflow-wrap:anywhere]">
      <p className="font-semibold">
        {t(`audit.actions.${entry.action}`, { table: t(`audit.tables.${entry.table}`) })}
        <span className="ms-2 font-normal text-muted">
          <bdi>{entry.actor.name ?? t('audit.formerAccount')}</bdi> ({t(`audit.roles.${entry.actor.type}`)})
        </span>
      </p>
      <p className="text-sm text-muted">
        <time dateTime={entry.at}>{when}</time> · {t('audit.record')} <code dir="ltr">{entry.recordId}</code>
      </p>
      {fields.length > 0 && (
        <table className="mt-3 w-full border-collapse text-sm">
          <caption className="sr-only">{t('audit.fieldsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-start font-semibold text-muted">
                {t('audit.field')}
              </th>
              <th scope="col" className="p-1 text-start font-semibold text-muted">
                {t('audit.before')}
              </th>
              <th scope="col" className="p-1 text-start font-semibold text-muted">
                {t('audit.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t border-line align-top">
                <th scope="row" className="p-1 text-start font-normal">
                  <code dir="ltr">{field}</code>
                </th>
                <td className="p-1">
                  <code dir="ltr">{shown(entry.before?.[field])}</code>
                </td>
                <td className="p-1">
                  <code dir="ltr">{shown(entry.after?.[field])}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  )
}
