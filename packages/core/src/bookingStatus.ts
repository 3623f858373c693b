export const BOOKING_STATUSES = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

/** Statuses that hold the car: two of them may never overlap for one car (exclusion constraint). */
export const BLOCKING_STATUSES = ['pending', 'deposit', 'paid', 'reserved'] as const satisfies readonly TBookingStatus[]

/** Payment deadline of an unpaid online checkout, after which the pending booking turns void. */
export const PAYMENT_DEADLINE_MINUTES = 30

const TRANSITIONS: Record<TBookingStatus, readonly TBookingStatus[]> = {
  pending: ['reserved', 'cancelled', 'paid', 'deposit', 'void'],
  deposit: ['paid', 'reserved', 'cancelled'],
  paid: ['reserved', 'cancelled'],
  reserved: ['cancelled'],
  void: [],
  cancelled: [],
}

export function isBlocking(status: TBookingStatus): boolean {
  return (BLOCKING_STATUSES as readonly TBookingStatus[]).includes(status)
}

export function canTransition(from: TBookingStatus, to: TBookingStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

export function nextStatuses(from: TBookingStatus): readonly TBookingStatus[] {
  return TRANSITIONS[from]
}

/** The reference a driver reads and quotes: "WB-" and the first eight hex digits of the booking's id. */
export function bookingReference(bookingId: string): string {
  return `WB-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
