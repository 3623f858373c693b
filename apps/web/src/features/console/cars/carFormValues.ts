import type { TRequestOf } from '@wheelbase/core/contract'
import type { createCar } from '@wheelbase/core/contracts/console'
import { UNLIMITED_MILEAGE, type TCarCategory, type TCarEquipment } from '@wheelbase/core/enums'
import { EXTRAS, type TExtra } from '@wheelbase/core/extras'
import type { TCarBody, TConsoleCar } from '@wheelbase/core/schemas/consoleCars'
import type { TFormErrors } from '../../../lib/form/useLightForm'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { centsOf, unitsOf, wholeOf } from '../../../lib/form/amounts'

export type TExtraValue = { state: 'unavailable' | 'included' | 'priced'; price: string }
/** A season as typed: dates as the date inputs give them (YYYY-MM-DD), the price in units. */
export type TSeasonValue = { from: string; to: string; dailyPrice: string; minDays: string }

/** The car form as typed: amounts in the currency's units (42.50), numbers as text until sent. */
export type TCarForm = {
  name: string
  supplier: string
  image: string
  dailyPrice: string
  /** Optional prices per day: empty when not set. */
  discountedPrice: string
  weeklyPrice: string
  monthlyPrice: string
  seasons: TSeasonValue[]
  deposit: string
  available: boolean
  seats: string
  doors: string
  aircon: boolean
  fuelType: string
  gearbox: string
  fuelPolicy: string
  mileageKind: 'unlimited' | 'limited'
  mileage: string
  minimumAge: string
  /** The shortest rental in days: empty for the supplier's. */
  minRentalDays: string
  category: TCarCategory
  equipment: TCarEquipment[]
  extras: Record<TExtra, TExtraValue>
  locations: string[]
}

const extraValue = (cents: number): TExtraValue =>
  cents < 0 ? { state: 'unavailable', price: '' } : cents === 0 ? { state: 'included', price: '' } : { state: 'priced', price: unitsOf(cents) }

export function emptyCarForm(minimumAge: number): TCarForm {
  return {
    name: '',
    supplier: '',
    image: '',
    dailyPrice: '',
    discountedPrice: '',
    weeklyPrice: '',
    monthlyPrice: '',
    seasons: [],
    deposit: '',
    available: true,
    seats: '5',
    doors: '5',
    aircon: true,
    fuelType: '',
    gearbox: 'manual',
    fuelPolicy: 'likeForlike',
    mileageKind: 'unlimited',
    mileage: '',
    minimumAge: String(minimumAge),
    minRentalDays: '',
    category: 'compact',
    equipment: [],
    extras: Object.fromEntries(EXTRAS.map((name) => [name, { state: 'unavailable', price: '' }])) as Record<TExtra, TExtraValue>,
    locations: [],
  }
}

export function carFormOf(car: TConsoleCar): TCarForm {
  return {
    name: car.name,
    supplier: car.supplier._id,
    image: car.image ?? '',
    dailyPrice: unitsOf(car.dailyPrice),
    discountedPrice: car.discountedPrice === null ? '' : unitsOf(car.discountedPrice),
    weeklyPrice: car.weeklyPrice === null ? '' : unitsOf(car.weeklyPrice),
    monthlyPrice: car.monthlyPrice === null ? '' : unitsOf(car.monthlyPrice),
    seasons: car.seasons.map((s) => ({
      from: s.from,
      to: s.to,
      dailyPrice: unitsOf(s.dailyPrice),
      minDays: s.minDays === null ? '' : String(s.minDays),
    })),
    deposit: unitsOf(car.deposit),
    available: car.available,
    seats: String(car.seats),
    doors: String(car.doors),
    aircon: car.aircon,
    fuelType: car.fuelType,
    gearbox: car.gearbox,
    fuelPolicy: car.fuelPolicy,
    mileageKind: car.mileage === UNLIMITED_MILEAGE ? 'unlimited' : 'limited',
    mileage: car.mileage === UNLIMITED_MILEAGE ? '' : String(car.mileage),
    minimumAge: String(car.minimumAge),
    minRentalDays: car.minRentalDays === null ? '' : String(car.minRentalDays),
    category: car.category,
    equipment: car.equipment,
    extras: Object.fromEntries(EXTRAS.map((name) => [name, extraValue(car.extras[name])])) as Record<TExtra, TExtraValue>,
    locations: car.locations,
  }
}

/** The body core's ZCarBody checks (the server checks the same). */
export function carInputOf(form: TCarForm): Record<string, unknown> {
  return {
    name: form.name,
    ...(form.supplier ? { supplier: form.supplier } : {}),
    image: form.image,
    dailyPrice: centsOf(form.dailyPrice),
    discountedPrice: centsOf(form.discountedPrice) ?? null,
    weeklyPrice: centsOf(form.weeklyPrice) ?? null,
    monthlyPrice: centsOf(form.monthlyPrice) ?? null,
    seasons: form.seasons.map((s) => ({
      from: s.from || undefined,
      to: s.to || undefined,
      dailyPrice: centsOf(s.dailyPrice),
      minDays: wholeOf(s.minDays) ?? null,
    })),
    deposit: centsOf(form.deposit) ?? 0,
    available: form.available,
    seats: wholeOf(form.seats),
    doors: wholeOf(form.doors),
    aircon: form.aircon,
    fuelType: form.fuelType || undefined,
    gearbox: form.gearbox || undefined,
    fuelPolicy: form.fuelPolicy || undefined,
    mileage: form.mileageKind === 'unlimited' ? UNLIMITED_MILEAGE : wholeOf(form.mileage),
    minimumAge: wholeOf(form.minimumAge),
    minRentalDays: wholeOf(form.minRentalDays) ?? null,
    category: form.category,
    equipment: form.equipment,
    extras: Object.fromEntries(
      EXTRAS.map((name) => {
        const extra = form.extras[name]
        return [name, extra.state === 'unavailable' ? -1 : extra.state === 'included' ? 0 : (centsOf(extra.price) ?? -2)]
      }),
    ),
    locations: form.locations,
  }
}

/** Where a body's problem shows on the form: an extra's price box, the mileage's km box. */
const formPath = (path: string) => (path.startsWith('extras.') ? `${path}.price` : path)

/**
 * The form checked by core's ZCarBody (loaded on the first check); an admin must name the
 * supplier. Messages are core's keys.
 */
export async function validateCarForm(form: TCarForm, needsSupplier: boolean): Promise<TFormErrors> {
  const { ZCarBody } = await import('@wheelbase/core/schemas/consoleCars')
  const result = ZCarBody.safeParse(carInputOf(form))
  const errors = schemaErrors(result, formPath)
  if (needsSupplier && !form.supplier) errors.supplier = 'validation.fillField'
  return errors
}

/**
 * The body the car endpoints take, made by the server's own schema from a form that passed its
 * check (so it cannot fail), typed by the contract: the compiler checks what the form posts.
 */
export async function carBodyOf(form: TCarForm): Promise<TRequestOf<typeof createCar>['body']> {
  const { ZCarBody } = await import('@wheelbase/core/schemas/consoleCars')
  return ZCarBody.parse(carInputOf(form))
}

export type { TCarBody }
