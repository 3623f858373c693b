import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link } from 'react-router'
import type { TFleetCar } from '@wheelbase/core/schemas/console'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { useAction } from '../../lib/useAction'
import { useDeleteCar, useSetCarAvailability } from './api'
import { usePrice } from '../../lib/usePrice'
import { CarPicture } from '../../components/car/CarPicture'
import { Card } from '../../components/ui/Card'

/** One car of the fleet: its picture, name, price, places and upcoming bookings, and a switch that offers it or takes it off search. */
export function FleetRow({ car, showSupplier }: { car: TFleetCar; showSupplier: boolean }) {
  const { t } = useTranslation(['console', 'messages'])
  const price = usePrice()
  const availability = useSetCarAvailability()
  const deletion = useDeleteCar()
  const [available, setAvailable] = useState(car.available)
  const { busy, run } = useAction()
  // The switch moves at once; a refusal puts it back.
  const toggle = (next: boolean) => {
    setAvailable(next)
    return run(
      () => availability.mutateAsync({ params: { id: car._id }, body: { available: next } }),
      t(next ? 'fleet.nowAvailable' : 'fleet.nowUnavailable', { car: car.name }),
      () => setAvailable(!next),
    )
  }
  const [confirming, setConfirming] = useState(false)
  const remove = () => {
    setConfirming(false)
    return run(() => deletion.mutateAsync({ params: { id: car._id } }), t('fleet.deleted', { car: car.name }))
  }
  const switchId = `available-${car._id}`
  return (
    // On a phone the switch and the bin go under the car, rather than squeeze its facts into a narrow column.
    <Card as="li" className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="hidden h-[60px] w-[90px] shrink-0 items-center justify-center overflow-hidden rounded-lg bg-page desk:flex">
        <CarPicture image={car.image} width={90} height={60} iconClassName="size-8 text-line" />
      </div>
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5">
        <h2 className="font-bold">
          <Link to={`/console/cars/${car._id}`} className="underline-offset-2 hover:underline">
            {car.name}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {showSupplier && <>{car.supplier.fullName} · </>}
          {t('fleet.perDay', { price: price(car.dailyPrice) })} · {t('fleet.places', { count: car.places })} ·{' '}
          {t('fleet.upcoming', { count: car.upcoming })}
        </p>
      </div>
      <div className="ms-auto flex shrink-0 items-center gap-4">
        <label htmlFor={switchId} className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={available}
            disabled={busy}
            onChange={(e) => void toggle(e.target.checked)}
            className="size-5 accent-primary"
          />
          <span>{t('fleet.available')}</span>
          <span className="sr-only">: {car.name}</span>
        </label>
        <button
          type="button"
          disabled={busy}
          onClick={() => setConfirming(true)}
          aria-label={`${t('fleet.delete')}: ${car.name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('fleet.deleteTitle', { car: car.name })}
        text={t('fleet.deleteText')}
        confirmLabel={t('fleet.delete')}
        cancelLabel={t('fleet.keep')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Card>
  )
}
