import { useTranslation } from '../i18n/useTranslation'
import { useSuppliers } from '../lib/places'
import type { TLanguage } from '@wheelbase/core/languages'
import { Skeleton } from './ui/Skeleton'
import { AppLink } from './AppLink'
import { cardClass } from './ui/Card'
import { SupplierRating } from './car/SupplierRating'

/** Every active supplier's logo (60×30 box, spec section 9), name and number of cars. */
export function SupplierLogos({ className = '', large = false }: { className?: string; large?: boolean }) {
  const { t, i18n } = useTranslation('search')
  const { data, isPending } = useSuppliers()
  if (isPending) return <Skeleton className={`h-28 rounded-card ${className}`} />
  const items = data?.items ?? []
  return (
    // On a phone, as many columns as are 10rem wide (16rem with large logos): two at 390 px, one at 320, not two squeezed.
    <ul
      className={`grid gap-3 ${large ? 'grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] desk:grid-cols-3' : 'grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] desk:grid-cols-4'} ${className}`}
    >
      {items.map((supplier) => (
        // The name goes under its logo where it has no room beside it (two columns on a phone).
        <li key={supplier._id}>
          <AppLink
            to={`/suppliers/${supplier.slug}`}
            className={cardClass('flex h-full flex-wrap items-center gap-x-3 gap-y-2 p-4 hover:bg-focused')}
          >
            <span className={`flex shrink-0 items-center justify-center ${large ? 'h-[60px] w-[120px]' : 'h-[30px] w-[60px]'}`}>
              {supplier.avatar && (
                <img
                  src={supplier.avatar}
                  alt=""
                  width={large ? 120 : 60}
                  height={large ? 60 : 30}
                  loading="lazy"
                  className="max-h-full max-w-full object-contain"
                />
              )}
            </span>
            <span className="min-w-0">
              <span className="block break-words font-semibold">{supplier.fullName}</span>
              <span className="block text-sm text-muted">{t('cars', { count: supplier.carCount })}</span>
              <SupplierRating rating={supplier.rating} text={{ t, language: i18n.language as TLanguage }} />
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
