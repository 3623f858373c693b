import { PRIVATE_CACHE } from './rules'

/** Signed out or deleted: nothing of the account's bookings stays readable on this device (record 0147). */
export async function forgetKeptBookings(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(PRIVATE_CACHE).catch(() => false)
}
