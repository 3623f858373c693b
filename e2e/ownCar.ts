import { expect, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { apiAs, DEMO } from './booking'

type TCaller = Awaited<ReturnType<typeof apiAs>>

/**
 * A car made through the API as the console makes one: a plain manual car with a picture, offered
 * at one place, cancellation included, no other extra on sale (`overrides` changes any of it, and
 * `supplier` makes an admin's car of that supplier). Returns its id.
 */
export async function makeCar(request: APIRequestContext, as: TCaller, name: string, placeId: string, overrides: Record<string, unknown> = {}) {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3d7a4f' } })
    .png()
    .toBuffer()
  const upload = await request.post('/api/console/car-images', {
    headers: { 'x-xsrf-token': as.xsrf },
    multipart: { image: { name: 'car.png', mimeType: 'image/png', buffer: png } },
  })
  expect(upload.status()).toBe(200)
  const made = await as.post('/api/console/cars', {
    name,
    image: (await upload.json()).image,
    dailyPrice: 3_900,
    deposit: 20_000,
    available: true,
    seats: 5,
    doors: 5,
    aircon: true,
    fuelType: 'gasoline',
    gearbox: 'manual',
    fuelPolicy: 'likeForlike',
    mileage: -1,
    minimumAge: 21,
    extras: { cancellation: 0, amendments: 0, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 },
    locations: [placeId],
    ...overrides,
  })
  expect(made.status()).toBe(200)
  return (await made.json())._id as string
}

/** A car of the demo supplier's own, made through the API as the console makes one: no other test books it. */
export async function ownCar(request: APIRequestContext, name: string, placeId: string) {
  const supplier = await apiAs(request, DEMO.supplier)
  const carId = await makeCar(request, supplier, name, placeId)
  return {
    carId,
    /** Cancels what a test booked of it (a car that holds a booking is not deleted), then deletes it. */
    async remove() {
      const month = (offset: number) => {
        const now = new Date()
        return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
      }
      for (const offset of [0, 1, 2]) {
        const calendar = await (await request.get(`/api/console/cars/${carId}/calendar?month=${month(offset)}`)).json()
        const ids = ((calendar.bookings ?? []) as { _id: string; status: string }[]).filter((b) => b.status !== 'cancelled').map((b) => b._id)
        if (ids.length) await supplier.post('/api/bookings/status', { ids, status: 'cancelled' })
      }
      return request.delete(`/api/console/cars/${carId}`, { headers: { 'x-xsrf-token': supplier.xsrf } })
    },
  }
}
