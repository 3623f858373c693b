export const USER_TYPES = ['admin', 'supplier', 'user'] as const
export type TUserType = (typeof USER_TYPES)[number]

export const APP_TYPES = ['backend', 'frontend'] as const

export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const
export type TFuelType = (typeof FUEL_TYPES)[number]

export const GEARBOXES = ['manual', 'automatic'] as const
export type TGearbox = (typeof GEARBOXES)[number]

/** A car's range, as the big renters class them (BookCars: mini, midi, maxi, van…); drivers filter by it. */
export const CAR_CATEGORIES = ['mini', 'economy', 'compact', 'family', 'suv', 'van', 'premium'] as const
export type TCarCategory = (typeof CAR_CATEGORIES)[number]

/** What a car has on board that drivers look for (BookCars' equipment); a filter asks for all it names. */
export const CAR_EQUIPMENT = ['appleCarPlay', 'androidAuto', 'bluetooth', 'touchscreen'] as const
export type TCarEquipment = (typeof CAR_EQUIPMENT)[number]

export const FUEL_POLICIES = ['likeForlike', 'freeTank'] as const
export type TFuelPolicy = (typeof FUEL_POLICIES)[number]

export const MILEAGE_KINDS = ['limited', 'unlimited'] as const
export type TMileageKind = (typeof MILEAGE_KINDS)[number]

/** Mileage −1 means unlimited; any other value is a limit in km/day. */
export const UNLIMITED_MILEAGE = -1

export const LOCATION_KINDS = ['airport', 'port', 'city'] as const
export type TLocationKind = (typeof LOCATION_KINDS)[number]

/** Why a supplier takes a car out for a period (issue 44): a service, a booking of another channel, its own use, or another reason. */
export const BLOCK_REASONS = ['service', 'channel', 'own_use', 'other'] as const
export type TBlockReason = (typeof BLOCK_REASONS)[number]
export const BLOCK_LIMITS = {
  /** Cars blocked at once (a supplier's whole small fleet for a holiday). */
  cars: 100,
  note: 500,
  /** The longest block, a year ("A block can last at most a year."): a car out for longer is better made unavailable. */
  days: 366,
} as const

/** Where a booking recorded by staff was taken (issue 44): by phone, at the desk, on the supplier's own website, or on another marketplace. */
export const BOOKING_CHANNELS = ['phone', 'desk', 'website', 'marketplace'] as const
export type TBookingChannel = (typeof BOOKING_CHANNELS)[number]
/** How the driver of such a booking pays: already at the desk, or at pick-up. */
export const CHANNEL_PAYMENTS = ['desk', 'pickup'] as const
export type TChannelPayment = (typeof CHANNEL_PAYMENTS)[number]
export const CHANNEL_LIMITS = {
  /** The other channel's own reference (a marketplace's booking number). */
  reference: 60,
  /** Why staff replaced the quoted total. */
  reason: 300,
  /** The highest total staff may set, in cents (as a checkout's longest rental could cost). */
  totalCents: 100_000_000,
} as const
