import { unsubscribeDevice } from './devicePush'
import { PRIVATE_CACHE } from './rules'

/**
 * Signed out or deleted: nothing of the account's bookings stays readable on this device (record
 * 0147), and the device receives its pushes no more (record 0148: the server removed the
 * subscription with the session; the browser's own ends here, so the next account starts off).
 */
export async function forgetKeptBookings(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PRIVATE_CACHE).catch(() => false)
  await unsubscribeDevice()
}
