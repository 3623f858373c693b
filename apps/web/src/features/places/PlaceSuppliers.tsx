import { useTranslation } from '../../i18n/useTranslation'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TPlaceSupplier } from '@wheelbase/core/schemas/placePage'
import { AppLink } from '../../components/AppLink'
import { SupplierRating } from '../../components/car/SupplierRating'
import { Card } from '../../components/ui/Card'
import { formatDate } from '../../lib/intl'
import { weekRows } from './hours'

/** The suppliers with cars here: logo, name (their page), score, cars here, and their desk's week here. */
export function PlaceSuppliers({ suppliers }: { suppliers: TPlaceSupplier[] }) {
  const { t, i18n } = useTranslation(['places', 'search'])
  const language = i18n.language as TLanguage
  const weekday = (n: number) => formatDate(language, { weekday: 'long', timeZone: 'UTC' }, Date.UTC(2024, 0, n))
  return (
    <section aria-labelledby="place-suppliers" className="flex flex-col gap-4">
      <h2 id="place-suppliers" className="text-2xl font-bold">
        {t('placePage.suppliersTitle')}
      </h2>
      <ul className="grid gap-3 desk:grid-cols-2">
        {suppliers.map((supplier) => (
          <Card as="li" key={supplier._id} className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex h-[30px] w-[60px] shrink-0 items-center justify-center">
                {supplier.avatar && (
                  <img src={supplier.avatar} alt="" width={60} height={30} loading="lazy" className="max-h-full max-w-full object-contain" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <AppLink to={`/suppliers/${supplier.slug}`} className="font-semibold break-words underline underline-offset-4">
                  {supplier.fullName}
                </AppLink>
                <p className="text-sm text-muted">{t('placePage.carsHere', { count: supplier.carCount })}</p>
              </div>
              <SupplierRating rating={supplier.rating} text={{ t: (key, values) => t(`search:${key}`, values), language }} />
            </div>
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('placePage.hours')}</summary>
              {supplier.hours.length === 0 ? (
                <p>{t('placePage.openAllDay')}</p>
              ) : (
                <table className="w-full">
                  <caption className="sr-only">{t('placePage.hoursOf', { supplier: supplier.fullName })}</caption>
                  <tbody>
                    {weekRows(supplier.hours, language, { allDay: t('placePage.allDay'), midnight: t('placePage.midnight') }).map((row) => (
                      <tr key={row.weekday}>
                        <th scope="row" className="py-0.5 pe-4 text-start font-normal">
                          {weekday(row.weekday)}
                        </th>
                        <td className="py-0.5 tabular-nums" dir="ltr">
                          {row.intervals.length ? row.intervals.join(', ') : t('placePage.closed')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <p className="mt-1 text-muted">{t('placePage.localTime')}</p>
            </details>
          </Card>
        ))}
      </ul>
    </section>
  )
}
