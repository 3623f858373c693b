import { useTranslation } from 'react-i18next'
import { useSuppliers } from '../lib/places'

/** Every active supplier's logo (60×30 box, spec section 9), name and number of cars. */
export function SupplierLogos({ className = '', large = false }: { className?: string; large?: boolean }) {
  const { t } = useTranslation('search')
  const { data, isPending } = useSuppliers()
  if (isPending) return <div className={`h-28 animate-pulse rounded-card bg-focused ${className}`} />
  const items = data?.items ?? []
  return (
    <ul className={`grid grid-cols-2 gap-3 ${large ? 'desk:grid-cols-3' : 'desk:grid-cols-4'} ${className}`}>
      {items.map((supplier) => (
        <li key={supplier._id} className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card">
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
            <span className="block truncate font-semibold">{supplier.fullName}</span>
            <span className="block text-sm text-muted">{t('cars', { count: supplier.carCount })}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
