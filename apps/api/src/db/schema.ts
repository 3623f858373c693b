import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { BOOKING_STATUSES } from '@wheelbase/core/bookingStatus'
import {
  BLOCK_REASONS,
  BOOKING_CHANNELS,
  CAR_CATEGORIES,
  CAR_EQUIPMENT,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  LOCATION_KINDS,
  USER_TYPES,
} from '@wheelbase/core/enums'
import { JOB_STATUSES } from '@wheelbase/core/schemas/consoleAdmin'
import type { TAccountExport } from '@wheelbase/core/schemas/accountExport'
import type { TPriceBreakdown } from '@wheelbase/core/pricing'
import { DEFAULT_NOTICE_MINUTES, OUT_OF_HOURS } from '@wheelbase/core/deskHours'
import { CANCEL_FEE_KINDS, DEPOSIT_METHODS, TRAVEL_RULES, type TExcess, type TKeyTerms, type TSupplierTerms } from '@wheelbase/core/supplierTerms'

// Identifiers are UUIDs made by the application (PostgreSQL 15 has no uuidv7()); the column is
// called _id because records travel as JSON with that name (spec section 3).
const id = () => uuid('_id').primaryKey()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const userType = pgEnum('user_type', USER_TYPES)
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES)
export const fuelType = pgEnum('fuel_type', FUEL_TYPES)
export const depositMethod = pgEnum('deposit_method', DEPOSIT_METHODS)
export const travelRule = pgEnum('travel_rule', TRAVEL_RULES)
export const cancelFeeKind = pgEnum('cancel_fee_kind', CANCEL_FEE_KINDS)
export const gearbox = pgEnum('gearbox', GEARBOXES)
export const fuelPolicy = pgEnum('fuel_policy', FUEL_POLICIES)
export const carCategory = pgEnum('car_category', CAR_CATEGORIES)
export const carEquipment = pgEnum('car_equipment', CAR_EQUIPMENT)
export const locationKind = pgEnum('location_kind', LOCATION_KINDS)
export const tokenKind = pgEnum('token_kind', ['activate', 'reset'])
export const blockReason = pgEnum('block_reason', BLOCK_REASONS)
export const bookingChannel = pgEnum('booking_channel', BOOKING_CHANNELS)
export const outOfHours = pgEnum('out_of_hours', OUT_OF_HOURS)

export const users = pgTable(
  'users',
  {
    _id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'), // null for guest-checkout and social accounts
    phone: text('phone'),
    location: text('location'),
    bio: text('bio'),
    // A supplier's page address (/suppliers/{slug}): made from its name when it becomes a supplier, then kept (migration 0016).
    slug: text('slug'),
    birthDate: date('birth_date'),
    type: userType('type').notNull().default('user'),
    avatar: text('avatar'),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    blacklisted: boolean('blacklisted').notNull().default(false),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    enableEmailNotifications: boolean('enable_email_notifications').notNull().default(true),
    // Push notices (core push.ts, record 0148): the topics pushed to the account's devices, and how
    // long before a pick-up its reminder comes.
    pushTopics: text('push_topics')
      .array()
      .notNull()
      .default(sql`'{approval,cancellation,reminder,review,newBooking,cancelRequest}'::text[]`),
    pushReminderHours: smallint('push_reminder_hours').notNull().default(24),
    payLater: boolean('pay_later').notNull().default(false), // suppliers: accept pay-at-pick-up
    searchKey: text('search_key').notNull().default(''),
    /** Suppliers: the address drivers write to (the sign-in email stays private). */
    contactEmail: text('contact_email'),
    // Suppliers' fees in cents (core fees.ts, record 0102): a flat one-way fee, and a young
    // driver's fee per day below an age, capped per rental (null: no cap).
    oneWayFee: integer('one_way_fee'),
    youngDriverAge: integer('young_driver_age'),
    youngDriverFee: integer('young_driver_fee'),
    youngDriverCap: integer('young_driver_cap'),
    // Suppliers' desk (core deskHours.ts, record 0124): the notice before a pick-up, and what
    // happens to an end outside hours (refused, or allowed for a fee in cents per end).
    noticeMinutes: integer('notice_minutes').notNull().default(DEFAULT_NOTICE_MINUTES),
    outOfHours: outOfHours('out_of_hours').notNull().default('refuse'),
    outOfHoursFee: integer('out_of_hours_fee'),
    /** Suppliers: the shortest rental of its cars (core minimumDays.ts; null: 1 day). */
    minRentalDays: integer('min_rental_days'),
    // Suppliers' terms at the desk (core supplierTerms.ts, record 0129), one version more at each
    // save; the defaults tell a driver the strictest common case until the supplier says otherwise.
    termsVersion: integer('terms_version').notNull().default(1),
    depositMethod: depositMethod('deposit_method').notNull().default('creditCard'),
    depositReleaseDays: integer('deposit_release_days').notNull().default(14),
    excess: jsonb('excess').$type<TExcess>(),
    licenceMinYears: integer('licence_min_years').notNull().default(1),
    permitOutsideEu: boolean('permit_outside_eu').notNull().default(true),
    crossBorder: travelRule('cross_border').notNull().default('forbidden'),
    crossBorderFee: integer('cross_border_fee'),
    ferry: travelRule('ferry').notNull().default('forbidden'),
    ferryFee: integer('ferry_fee'),
    freeCancelHours: integer('free_cancel_hours').notNull().default(48),
    cancelFeeKind: cancelFeeKind('cancel_fee_kind').notNull().default('firstDay'),
    cancelFeeValue: integer('cancel_fee_value').notNull().default(0),
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(59),
    conditions: jsonb('conditions').$type<TSupplierTerms['conditions']>().notNull().default({}),
    /** The share of the price a driver may pay online at the checkout, the rest at the desk (core deposit.ts); null: not offered. */
    depositPercent: integer('deposit_percent'),
    /** Suppliers: every sign-in asks for a second step (admins always do; record 0138). */
    secondStepOn: boolean('second_step_on').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who last changed the account from the console (a suspension, a type, a supplier's profile). */
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.type),
    uniqueIndex('users_slug_key').on(t.slug),
    check(
      'users_fees_check',
      sql`coalesce(${t.oneWayFee}, 0) >= 0 AND coalesce(${t.youngDriverFee}, 0) >= 0 AND coalesce(${t.youngDriverCap}, 0) >= 0
        AND (${t.youngDriverFee} IS NULL) = (${t.youngDriverAge} IS NULL)`,
    ),
    check('users_desk_check', sql`${t.noticeMinutes} BETWEEN 0 AND 10080 AND coalesce(${t.outOfHoursFee}, 0) >= 0`),
    check('users_min_rental_days_check', sql`${t.minRentalDays} BETWEEN 1 AND 30`),
    check(
      'users_terms_check',
      sql`${t.depositReleaseDays} BETWEEN 0 AND 60 AND ${t.licenceMinYears} BETWEEN 0 AND 10 AND ${t.freeCancelHours} BETWEEN 0 AND 720
        AND ${t.lateGraceMinutes} BETWEEN 0 AND 240 AND ${t.cancelFeeValue} >= 0 AND (${t.cancelFeeKind} <> 'percent' OR ${t.cancelFeeValue} <= 100)`,
    ),
    check('users_deposit_percent_check', sql`${t.depositPercent} BETWEEN 10 AND 90`),
  ],
)

/**
 * A supplier's weekly hours (core deskHours.ts): minutes on the place's clock, ISO weekdays. A row
 * without a place is the supplier's week; a place with rows of its own keeps only those.
 */
export const supplierHours = pgTable(
  'supplier_hours',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations._id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opens: smallint('opens').notNull(),
    closes: smallint('closes').notNull(),
  },
  (t) => [
    index('supplier_hours_supplier_idx').on(t.supplierId, t.weekday),
    check('supplier_hours_check', sql`${t.weekday} BETWEEN 1 AND 7 AND ${t.opens} >= 0 AND ${t.opens} < ${t.closes} AND ${t.closes} <= 1440`),
  ],
)

/** A supplier's dates closed, everywhere (no place) or at one place. */
export const supplierClosedDays = pgTable(
  'supplier_closed_days',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations._id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [
    uniqueIndex('supplier_closed_days_key').on(t.supplierId, t.day, sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
  ],
)

/** A supplier's one-way fee for a pair of places, either way round: stored with the smaller id first. */
export const supplierOneWayFees = pgTable(
  'supplier_one_way_fees',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    placeA: uuid('place_a')
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    placeB: uuid('place_b')
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    fee: integer('fee').notNull(), // cents
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.placeA, t.placeB] }),
    check('supplier_one_way_fees_pair_check', sql`${t.placeA} < ${t.placeB}`),
    check('supplier_one_way_fees_fee_check', sql`${t.fee} >= 0`),
  ],
)

/** A supplier's surcharge at a place (an airport, a port), charged at pick-up and at a different drop-off. */
export const supplierPlaceFees = pgTable(
  'supplier_place_fees',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    fee: integer('fee').notNull(), // cents
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.locationId] }), check('supplier_place_fees_fee_check', sql`${t.fee} > 0`)],
)

export const locations = pgTable(
  'locations',
  {
    _id: id(),
    kind: locationKind('kind').notNull(),
    // The place's page address (/car-hire/{slug}): made from its English name by the database when
    // it is created, then kept, so links and search engines keep finding it (migration 0039).
    // NULL on insert: the trigger of migration 0039 fills it before the row is checked.
    slug: text('slug')
      .notNull()
      .default(sql`NULL`),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEl: text('name_el').notNull(),
    nameHe: text('name_he').notNull(),
    nameZh: text('name_zh').notNull(),
    searchKey: text('search_key').notNull(), // every language's name, normalized in core
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    image: text('image'),
    // The desk's street address as a driver would type it into a map (one line, any language); null: not given.
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('locations_slug_key').on(t.slug)],
)

export const cars = pgTable(
  'cars',
  {
    _id: id(),
    name: text('name').notNull(),
    image: text('image'),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    dailyPrice: integer('daily_price').notNull(), // cents
    // Optional prices per day in cents (core rates.ts): the discounted one, and from 7 and 30 days.
    discountedPrice: integer('discounted_price'),
    weeklyPrice: integer('weekly_price'),
    monthlyPrice: integer('monthly_price'),
    deposit: integer('deposit').notNull(), // cents
    available: boolean('available').notNull().default(true),
    seats: integer('seats').notNull(),
    doors: integer('doors').notNull(),
    aircon: boolean('aircon').notNull(),
    fuelType: fuelType('fuel_type').notNull(),
    gearbox: gearbox('gearbox').notNull(),
    fuelPolicy: fuelPolicy('fuel_policy').notNull(),
    mileage: integer('mileage').notNull(), // −1 unlimited, else km/day
    // Extras in cents: −1 unavailable, 0 included, > 0 price.
    cancellation: integer('cancellation').notNull(),
    amendments: integer('amendments').notNull(),
    theftProtection: integer('theft_protection').notNull(),
    collisionDamageWaiver: integer('collision_damage_waiver').notNull(),
    fullInsurance: integer('full_insurance').notNull(),
    additionalDriver: integer('additional_driver').notNull(),
    minimumAge: integer('minimum_age').notNull().default(21),
    /** The shortest rental (core minimumDays.ts; null: the supplier's). */
    minRentalDays: integer('min_rental_days'),
    /** The car's own deposit method and excess (core supplierTerms.ts; null: the supplier's). */
    depositMethod: depositMethod('deposit_method'),
    excess: jsonb('excess').$type<TExcess>(),
    category: carCategory('category').notNull().default('compact'),
    equipment: carEquipment('equipment')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Deleted from the fleet while bookings of it remain (they keep their car); else the row goes.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Who last changed it in the console (null: the seed, or an account since deleted).
    updatedBy: uuid('updated_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (t) => [
    check('cars_min_rental_days_check', sql`${t.minRentalDays} BETWEEN 1 AND 30`),
    index('cars_supplier_idx').on(t.supplierId),
    index('cars_price_idx').on(t.dailyPrice, t._id),
    check(
      'cars_rates_check',
      sql`coalesce(${t.discountedPrice}, 1) > 0 AND coalesce(${t.weeklyPrice}, 1) > 0 AND coalesce(${t.monthlyPrice}, 1) > 0`,
    ),
  ],
)

/**
 * A car's prices for date ranges (core rates.ts), both ends included, on the pick-up place's
 * clock. Two seasons of one car never overlap: an exclusion constraint (migration 0019) keeps it.
 */
export const carSeasons = pgTable(
  'car_seasons',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars._id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    dailyPrice: integer('daily_price').notNull(), // cents
    /** The shortest rental whose first day falls in the season (core minimumDays.ts; null: the car's). */
    minDays: integer('min_days'),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.fromDay] }),
    check('car_seasons_days_check', sql`${t.toDay} >= ${t.fromDay}`),
    check('car_seasons_price_check', sql`${t.dailyPrice} > 0`),
    check('car_seasons_min_days_check', sql`${t.minDays} BETWEEN 1 AND 30`),
  ],
)

/**
 * A period a car is taken out of sale (issue 44): a service, a booking taken on another channel,
 * the supplier's own use. It holds the car as a blocking booking does: migration 0026 keeps every
 * block and blocking booking of a car in car_holds, whose exclusion constraint lets no two overlap,
 * and adds the block to the car's blocked_periods, so the search leaves the car out.
 */
export const carBlocks = pgTable(
  'car_blocks',
  {
    _id: id(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars._id, { onDelete: 'cascade' }),
    from: timestamp('from_ts', { withTimezone: true }).notNull(),
    to: timestamp('to_ts', { withTimezone: true }).notNull(),
    reason: blockReason('reason').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('car_blocks_car_period_idx').on(t.carId, t.to, t.from), check('car_blocks_period_check', sql`${t.to} > ${t.from}`)],
)

export const carLocations = pgTable(
  'car_locations',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.carId, t.locationId] }), index('car_locations_location_idx').on(t.locationId, t.carId)],
)

export type TAdditionalDriver = { fullName: string; email: string; phone: string; birthDate: string }
/** The driver as a booking was made for; one recorded by staff may have no email (''), and the language of its mail. */
export type TBookedDriver = TAdditionalDriver & { language?: string }

export const bookings = pgTable(
  'bookings',
  {
    _id: id(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars._id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users._id),
    pickupLocationId: uuid('pickup_location_id')
      .notNull()
      .references(() => locations._id),
    dropoffLocationId: uuid('dropoff_location_id')
      .notNull()
      .references(() => locations._id),
    from: timestamp('from_ts', { withTimezone: true }).notNull(),
    to: timestamp('to_ts', { withTimezone: true }).notNull(),
    status: bookingStatus('status').notNull(),
    cancellation: boolean('cancellation').notNull().default(false),
    amendments: boolean('amendments').notNull().default(false),
    theftProtection: boolean('theft_protection').notNull().default(false),
    collisionDamageWaiver: boolean('collision_damage_waiver').notNull().default(false),
    fullInsurance: boolean('full_insurance').notNull().default(false),
    additionalDriver: boolean('additional_driver').notNull().default(false),
    additionalDriverDetails: jsonb('additional_driver_details').$type<TAdditionalDriver>(),
    /** The flight the driver lands with, for an airport pick-up (core flight.ts, upper case without spaces): the supplier waits for a late one. */
    flightNumber: text('flight_number'),
    /** The driver as the booking was made for (name, email, phone, birth date): the supplier, the voucher and the mails show these. Null on bookings older than the column. */
    driverDetails: jsonb('driver_details').$type<TBookedDriver>(),
    priceSnapshot: jsonb('price_snapshot').$type<Omit<TPriceBreakdown, 'regularCents'> & { currency: string; dailyPrice: number }>().notNull(),
    totalPrice: integer('total_price').notNull(), // cents, equals priceSnapshot.totalCents unless staff set their own (priceReason)
    cancelRequest: boolean('cancel_request').notNull().default(false),
    payLater: boolean('pay_later').notNull().default(false),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    paymentProvider: text('payment_provider'),
    paymentSessionId: text('payment_session_id'),
    // The provider's id of the payment (the test gateway's charge, Stripe's Checkout Session): refunds and webhooks find it.
    paymentRef: text('payment_ref'),
    // Of a card, only these are kept: never its number, expiry or code.
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    idempotencyKey: text('idempotency_key'), // hash of the caller and the client's Idempotency-Key
    idempotencyFingerprint: text('idempotency_fingerprint'), // hash of the request it was first sent with
    /**
     * A booking staff recorded from another channel (issue 44): the channel and its reference, and
     * who recorded it. Null for a booking made on Wheelbase. Such a booking's driver is off the
     * platform: its account (driver_id) is the car's supplier, and the driver is driver_details.
     */
    channel: bookingChannel('channel'),
    channelReference: text('channel_reference'),
    recordedBy: uuid('recorded_by').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
    /** Why staff replaced the quoted total (price_snapshot keeps the quote; total_price is what the driver pays). */
    priceReason: text('price_reason'),
    /** The car's terms as the driver read them before paying (core supplierTerms.ts): a later change of the supplier's never reaches this booking. Null on bookings older than the column. */
    terms: jsonb('terms').$type<TKeyTerms>(),
    /** When its driver asked to cancel: the cancellation's fee is read at that moment (core cancellationCharge). */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** A booking paid online in part (core deposit.ts): the share paid at the checkout; the rest is due at the desk. Null: in full, or later. */
    depositPercent: integer('deposit_percent'),
    /** When its driver last checked in online (booking_check_ins holds the licence until it is erased). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When its driver was reminded to check in (once: features/checkIn/reminders.ts). */
    checkInRemindedAt: timestamp('check_in_reminded_at', { withTimezone: true }),
    /** When the driver's pick-up reminder was pushed (features/push/reminders.ts): once per booking. */
    pickupPushedAt: timestamp('pickup_pushed_at', { withTimezone: true }),
    // When the driver was invited to review the rental (the day after drop-off, once: features/reviews/invitations.ts).
    reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true }),
    /**
     * When the driver's details were erased (domain/erasure.ts): their account was deleted, or the
     * retention period after drop-off passed. driver_details keeps the name only, for the voucher
     * and the supplier's accounting.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_car_period_idx').on(t.carId, t.from, t.to),
    // The availability probe of the car search (features/cars/searchQuery.ts): blocking bookings only.
    index('bookings_blocking_car_idx')
      .on(t.carId, t.to, t.from)
      .where(sql`${t.status} IN ('pending', 'deposit', 'paid', 'reserved')`),
    // The invitations' sweep: rentals not yet invited to review, by drop-off.
    index('bookings_review_invite_idx')
      .on(t.to)
      .where(sql`${t.reviewInvitedAt} IS NULL AND ${t.status} IN ('paid', 'deposit', 'reserved')`),
    // The check-in reminders' sweep: bookings not checked in nor reminded, by pick-up.
    index('bookings_check_in_reminder_idx')
      .on(t.from)
      .where(sql`${t.checkedInAt} IS NULL AND ${t.checkInRemindedAt} IS NULL AND ${t.status} IN ('pending', 'deposit', 'paid', 'reserved')`),
    // The pick-up reminders' push sweep: bookings not yet reminded, by pick-up.
    index('bookings_pickup_push_idx')
      .on(t.from)
      .where(sql`${t.pickupPushedAt} IS NULL AND ${t.status} IN ('pending', 'deposit', 'paid', 'reserved')`),
    index('bookings_driver_idx').on(t.driverId, t.createdAt),
    // The retention sweep (features/account/retention.ts): bookings whose driver's details are still kept, by drop-off.
    index('bookings_retention_idx')
      .on(t.to)
      .where(sql`${t.anonymisedAt} IS NULL`),
    index('bookings_supplier_idx').on(t.supplierId, t.createdAt),
    uniqueIndex('bookings_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('bookings_payment_session_key').on(t.paymentSessionId),
    uniqueIndex('bookings_payment_ref_key').on(t.paymentRef),
    // As core flight.ts keeps it: whatever writes the column, no free text reaches the supplier's screen.
    check('bookings_channel_facts', sql`${t.channel} IS NOT NULL OR (${t.channelReference} IS NULL AND ${t.priceReason} IS NULL)`),
    check('bookings_flight_number_format', sql`${t.flightNumber} ~ '^[A-Z0-9]{3,7}$'`),
    check('bookings_deposit_percent_check', sql`${t.depositPercent} IS NULL OR (${t.depositPercent} BETWEEN 10 AND 90 AND NOT ${t.payLater})`),
  ],
)

/**
 * A driver's online check-in (issue 45): the licence as they gave it before pick-up. Only the
 * booking's supplier and the admins read it; the row is erased a configured number of days after
 * drop-off (features/checkIn/erase.ts), the booking keeping only when it was given (checked_in_at).
 */
export const bookingCheckIns = pgTable(
  'booking_check_ins',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings._id, { onDelete: 'cascade' }),
    licenceNumber: text('licence_number').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    issued: date('issued', { mode: 'string' }).notNull(),
    permit: boolean('permit').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('booking_check_ins_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`)],
)

export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    _id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings._id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users._id, { onDelete: 'set null' }), // null: the system (sweeper, webhook)
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.at)],
)

export const notifications = pgTable(
  'notifications',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings._id, { onDelete: 'cascade' }),
    // Stored as a key and parameters, translated when shown, so the reader's language wins.
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(), // sha-256 of the cookie's token; the token itself is never stored
    xsrfHash: text('xsrf_hash').notNull(),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // The signed-in devices list (issue 46): the browser as it named itself (cut to 400 characters),
    // and the address it was last seen from; both go with the session.
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/**
 * A device that receives push notices (issue 48, record 0148): the browser's Push API subscription,
 * sent by a signed-in session and gone with it (sign-out, the device's end, the account's deletion).
 * One row per endpoint: a browser signed in to another account moves its subscription there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions._id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's keys (base64url): the message is encrypted to them (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
)

/**
 * An open live stream (the unread count), on whichever instance holds it. Deleting the row ends the
 * stream: a trigger tells every instance (NOTIFY), so a signed-out, suspended or retyped account's
 * streams close with its sessions (cascade), and an account over its cap loses its oldest (record 0104).
 */
export const streamLeases = pgTable(
  'stream_leases',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions._id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    // The stream ends of itself by then: a lease left by a stopped instance counts no longer.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_leases_user_idx').on(t.userId, t.openedAt), index('stream_leases_session_idx').on(t.sessionId)],
)

/**
 * A picture uploaded for a form (a car's, a location's), by whom and when. Only its uploader may name
 * it in a saved record; one no saved record has named (claimed) a day after its upload is deleted
 * by the periodic sweep, file and row. A replaced or deleted picture's row goes with its file.
 */
export const uploads = pgTable(
  'uploads',
  {
    url: text('url').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} IS NULL`),
  ],
)

export const tokens = pgTable(
  'tokens',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    kind: tokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tokens_token_hash_key').on(t.tokenHash), index('tokens_user_idx').on(t.userId, t.kind)],
)

/** Captcha solutions already used: each proof of work is accepted once (sign-up, contact). */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
)

/**
 * Rate-limit counters shared by every API instance on one PostgreSQL (rate-limiter-flexible's
 * PostgreSQL store, whose columns these are). Keys are hashes: no address or email is stored.
 * The embedded mode (one process) counts in memory and leaves this table empty.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})

/** Payment webhook events already handled, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What was charged for a booking, charge by charge (the checkout's payment, then the difference of
 * a dearer amendment), and how much of each was refunded since: a refund goes back to the charges
 * it came from, since a provider refunds a payment up to its own amount.
 */
export const bookingCharges = pgTable(
  'booking_charges',
  {
    _id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings._id, { onDelete: 'cascade' }),
    paymentRef: text('payment_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('booking_charges_booking_idx').on(t.bookingId, t.createdAt), uniqueIndex('booking_charges_payment_ref_key').on(t.paymentRef)],
)

/**
 * A private calendar feed (issue 44): a car's bookings and blocks, or (no car) its supplier's whole
 * fleet's, for a calendar app at a secret URL. Only the token's SHA-256 is kept, so the URL is
 * shown once; revoking deletes the row. One live feed per car and per fleet: a new one replaces it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    _id: id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    carId: uuid('car_id').references(() => cars._id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    uniqueIndex('calendar_feeds_scope_key').on(t.supplierId, sql`coalesce(${t.carId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
  ],
)

/**
 * Managing a booking without an account: the one-time link emailed to its driver ('link', an
 * hour), and what opening it gives the browser ('grant', an hour, that booking only). Only hashes
 * of the tokens are kept.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    _id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings._id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['link', 'grant'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('booking_links_token_hash_key').on(t.tokenHash), index('booking_links_booking_idx').on(t.bookingId)],
)

/**
 * Where durable work stands: waiting (or due again), taken by a worker until its lease ends,
 * finished, or parked after its last try. The list is core's, which the console's contract shows.
 */
export type TJobStatus = (typeof JOB_STATUSES)[number]

/**
 * Work that follows a commit (mails, the voucher, the hold sweeper), written in the transaction
 * whose change it follows and carried out by the worker (platform/jobs). `key` names the effect:
 * a second request for the same effect is the same row, so it happens once. A row is due when
 * `run_at` has passed: a queued one at its (back-off) time, a running one when its lease ends
 * (its worker died). Finished rows are kept a week, then cleared.
 */
export const jobs = pgTable(
  'jobs',
  {
    _id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} IN ('queued', 'running')`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
  ],
)

/**
 * The built-in test gateway's own records (platform/adapters/payments.ts), kept like a provider keeps them:
 * a charge paid before a restart can be read and refunded after it. Never a card's number.
 */
export const gatewayCharges = pgTable('gateway_charges', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  createdAt: createdAt(),
})

export const gatewayRefunds = pgTable('gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentRef: text('payment_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
})

/**
 * A driver's verified review of the supplier of one of their rentals (issue 30): one per booking.
 * A booking deleted later leaves its review (it was verified when written). Hidden by an admin
 * with a reason: it leaves the public list and the averages; its author and supplier still see it.
 */
export const reviews = pgTable(
  'reviews',
  {
    _id: id(),
    bookingId: uuid('booking_id').references(() => bookings._id, { onDelete: 'set null' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    carCondition: smallint('car_condition').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    pickupReturn: smallint('pickup_return').notNull(),
    value: smallint('value').notNull(),
    comment: text('comment'),
    language: text('language').notNull(),
    createdAt: createdAt(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    // A supplier's shown reviews, newest first (the supplier page), and by score.
    index('reviews_supplier_shown_idx')
      .on(t.supplierId, t.createdAt, t._id)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('reviews_supplier_score_idx')
      .on(t.supplierId, t.score, t.createdAt)
      .where(sql`${t.hiddenAt} IS NULL`),
    check(
      'reviews_scores_range',
      sql`${t.score} BETWEEN 1 AND 10 AND ${t.carCondition} BETWEEN 1 AND 10 AND ${t.cleanliness} BETWEEN 1 AND 10 AND ${t.pickupReturn} BETWEEN 1 AND 10 AND ${t.value} BETWEEN 1 AND 10`,
    ),
  ],
)

/**
 * Each supplier's sums over its shown reviews, kept by the database in the statement that writes
 * a review (trigger reviews_keep_ratings, migration 0014): the results read one row per supplier
 * instead of averaging its reviews on every search.
 */
export const supplierRatings = pgTable('supplier_ratings', {
  supplierId: uuid('supplier_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  scoreSum: integer('score_sum').notNull().default(0),
  carConditionSum: integer('car_condition_sum').notNull().default(0),
  cleanlinessSum: integer('cleanliness_sum').notNull().default(0),
  pickupReturnSum: integer('pickup_return_sum').notNull().default(0),
  valueSum: integer('value_sum').notNull().default(0),
})

/**
 * The display currencies' rates (record 0103): one unit of the marketplace's currency in
 * millionths of each, dated when set (by an admin, or fetched). Prices are shown converted only
 * while the rate is younger than CURRENCY_RATES_MAX_AGE_HOURS; nothing is ever charged in them.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: varchar('currency', { length: 3 }).primaryKey(),
    micros: bigint('micros', { mode: 'number' }).notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (t) => [check('currency_rates_micros_check', sql`${t.micros} > 0`)],
)

/** Where the rates are fetched from (one row, or none: typed in by hand), and how the last fetch went. */
export const currencyRateSource = pgTable(
  'currency_rate_source',
  {
    id: smallint('id').primaryKey().default(1),
    url: text('url'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    fetchError: text('fetch_error'),
  },
  (t) => [check('currency_rate_source_one_row', sql`${t.id} = 1`)],
)

/**
 * The trail of what staff changed (issue 46, record 0135): one row per changed row of an audited
 * table, written by a trigger in the change's own transaction when the transaction names its
 * acting account (domain/audit.ts). Only the fields that changed, before and after; secrets never,
 * personal fields as "changed" without their values. The database refuses to update or delete a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    _id: uuid('_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorType: text('actor_type').notNull(),
    sessionId: uuid('session_id'),
    tableName: text('table_name').notNull(),
    // The record a person knows: a car for its seasons and places, a supplier for its fees and hours.
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    // Whose records these are, for a supplier's own trail.
    supplierId: uuid('supplier_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_record_idx').on(t.recordId, t.at),
    index('audit_log_supplier_idx').on(t.supplierId, t.at),
  ],
)

/**
 * An export of everything held about one account (issue 46): prepared by durable work
 * (features/accountExport), then kept 7 days with its JSON and its readable summary, and reached
 * through the caller's session or the mailed link (its token's hash). Goes with the account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
    content: jsonb('content').$type<TAccountExport>(),
    summary: text('summary'),
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expiry_idx').on(t.expiresAt)],
)

/**
 * A passkey (WebAuthn credential) of an account (issue 46, record 0138): the credential's id and
 * COSE public key as base64url, its signature counter, and the name its holder gave it. Signs in on
 * its own, or is the second step of a staff sign-in. Goes with the account.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
)

/** A WebAuthn challenge handed out with a ceremony's options: single use, 5 minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    _id: id(),
    challenge: text('challenge').notNull(),
    // Registration and a second step are for one account; a passkey sign-in names none.
    userId: uuid('user_id').references(() => users._id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expiry_idx').on(t.expiresAt)],
)

/**
 * An account's authenticator app (TOTP): the secret sealed with the server's key (never stored in
 * clear), one being set up until its first code, and the last time step accepted (a code is good
 * once). One row per account at most; goes with the account.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  sealed: text('sealed'),
  pendingSealed: text('pending_sealed'),
  lastStep: bigint('last_step', { mode: 'number' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
})

/** Ten single-use recovery codes per account, kept as the SHA-256 of each (data/secondStep.ts recoveryCodeHash). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/**
 * A sign-in waiting for its second step: the first step passed, no session yet. Its token lives
 * in an httpOnly cookie for 5 minutes; an account enrolling at sign-in keeps its new secret here.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    _id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    enrolSealed: text('enrol_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pending_sign_ins_token_key').on(t.tokenHash), index('pending_sign_ins_expiry_idx').on(t.expiresAt)],
)

/** The platform's sign-in rules an admin sets: one row. */
export const signInPolicy = pgTable(
  'sign_in_policy',
  {
    id: smallint('id').primaryKey().default(1),
    suppliersSecondStep: boolean('suppliers_second_step').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('sign_in_policy_one_row', sql`${t.id} = 1`)],
)

/** Keys the server makes for itself when the configuration gives none (SECRET_KEY): one per name. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
})
