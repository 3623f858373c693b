import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { deadlineWords } from '@wheelbase/core/cancellation'
import { keyTermsOf } from '@wheelbase/core/supplierTerms'
import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { computePrice } from '@wheelbase/core/pricing'
import { formatPrice } from '@wheelbase/core/money'
import { baseKeys, placeholders, textLeaves, type TJson } from '@wheelbase/core/translationKeys'
import type { TBookingSummary } from '../src/data/bookingSummary'
import { keyFactsTranslator } from '../src/mail/keyFactsText'
import { renderVoucherPdf } from '../src/features/bookings/voucher/pdf'
import { voucherContent } from '../src/features/bookings/voucher/content'
import { VOUCHER_TEXTS, voucherTexts } from '../src/features/bookings/voucher/texts'
import { TEXTS } from '../src/mail/templates'
import { API_ROOT } from '../src/paths'
import { CAR_DEFAULTS } from '../src/db/factories'

/** The rental's first day on the pick-up place's clock; its last two days fall in a season. */
const DAY1 = '2026-07-01'
const SUMMER = { from: '2026-07-04', to: '2026-08-31', dailyPrice: 8_900 }

const at = new Date('2026-06-01T08:00:00Z')

/** A paid booking with an additional driver and two priced options, built in memory (no database). */
function summary(): TBookingSummary {
  const user = { passwordHash: null, location: null, bio: null, slug: null, birthDate: null, avatar: null, verified: true, verifiedAt: at }
  const rest = {
    blacklisted: false,
    enableEmailNotifications: true,
    pushTopics: [],
    pushReminderHours: 24,
    payLater: false,
    searchKey: '',
    createdAt: at,
    updatedAt: at,
  }
  // A supplier's contact, fees and desk as a new account has them (a driver's are the same, unused).
  const terms = {
    contactEmail: null,
    oneWayFee: null,
    youngDriverAge: null,
    youngDriverFee: null,
    youngDriverCap: null,
    noticeMinutes: 120,
    outOfHours: 'refuse' as const,
    outOfHoursFee: null,
    minRentalDays: null,
    updatedBy: null,
    termsVersion: 1,
    depositMethod: 'creditCard' as const,
    depositReleaseDays: 14,
    excess: null,
    licenceMinYears: 1,
    permitOutsideEu: true,
    crossBorder: 'forbidden' as const,
    crossBorderFee: null,
    ferry: 'forbidden' as const,
    ferryFee: null,
    freeCancelHours: 48,
    cancelFeeKind: 'firstDay' as const,
    cancelFeeValue: 0,
    lateGraceMinutes: 59,
    conditions: {},
    depositPercent: null,
    secondStepOn: false,
  }
  const supplier = {
    ...user,
    ...rest,
    ...terms,
    _id: '0c6f1c52-5b1f-4f7e-9a11-3d2b9e0c1a01',
    fullName: 'Aegean Wheels',
    email: 'desk@aegean.example',
    phone: '+30 210 123 4567',
  }
  const driver = {
    ...user,
    ...rest,
    ...terms,
    _id: '7d3b9a10-2c4e-4b8f-8f0a-5e6d7c8b9a02',
    fullName: 'Maria Papadopoulou',
    email: 'maria@example.com',
    phone: '+30 691 234 5678',
    type: 'user' as const,
    language: 'el',
  }
  const place = {
    kind: 'airport' as const,
    searchKey: '',
    latitude: 37.9364,
    longitude: 23.9445,
    timeZone: 'Europe/Athens',
    image: null,
    address: 'Attiki Odos, Spata-Artemida 190 04, Greece',
    createdAt: at,
    updatedAt: at,
    updatedBy: null,
  }
  const pickup = {
    ...place,
    _id: '1a2b3c4d-0000-4000-8000-000000000003',
    slug: 'athens-international-airport',
    nameEn: 'Athens International Airport',
    nameFr: "Aéroport international d'Athènes",
    nameEl: 'Διεθνής Αερολιμένας Αθηνών',
    nameHe: 'נמל התעופה הבינלאומי של אתונה',
    nameZh: '雅典国际机场',
  }
  const dropoff = {
    ...place,
    _id: '1a2b3c4d-0000-4000-8000-000000000004',
    slug: 'port-of-piraeus',
    kind: 'port' as const,
    nameEn: 'Port of Piraeus',
    nameFr: 'Port du Pirée',
    nameEl: 'Λιμάνι του Πειραιά',
    nameHe: 'נמל פיראוס',
    nameZh: '比雷埃夫斯港',
    latitude: 37.942,
    longitude: 23.6465,
  }
  const car = {
    ...CAR_DEFAULTS,
    _id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382706',
    supplierId: supplier._id,
    image: null,
    minRentalDays: null,
    depositMethod: null,
    excess: null,
    discountedPrice: null,
    weeklyPrice: null,
    monthlyPrice: null,
    category: 'family' as const,
    equipment: ['bluetooth' as const],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    updatedBy: null,
  }
  const options = {
    cancellation: true,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: true,
    additionalDriver: true,
  }
  // Left at the port, picked up at the airport: the supplier's one-way fee is a line of its own.
  const oneWay = { kind: 'oneWayFee' as const, unitCents: 4_000, quantity: 1, cents: 4_000 }
  const price = computePrice({ ...car, seasons: [SUMMER] }, { days: 5, firstDay: DAY1 }, options, 24, [oneWay])
  const booking = {
    _id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    carId: car._id,
    supplierId: supplier._id,
    driverId: driver._id,
    pickupLocationId: pickup._id,
    dropoffLocationId: dropoff._id,
    from: new Date('2026-07-01T07:00:00Z'),
    to: new Date('2026-07-06T07:00:00Z'),
    status: 'paid' as const,
    ...options,
    additionalDriverDetails: { fullName: 'Nikos Papadopoulos', email: 'nikos@example.com', phone: '+30 697 765 4321', birthDate: '1988-03-14' },
    flightNumber: 'A3602',
    priceSnapshot: { ...price, currency: 'EUR', dailyPrice: car.dailyPrice },
    totalPrice: price.totalCents,
    cancelRequest: false,
    payLater: false,
    paymentDeadline: null,
    paymentProvider: 'test',
    paymentSessionId: 'session-1',
    paymentRef: 'charge-1',
    cardLast4: '4242',
    cardBrand: 'visa',
    driverDetails: null,
    idempotencyKey: null,
    idempotencyFingerprint: null,
    reviewInvitedAt: null,
    channel: null,
    channelReference: null,
    recordedBy: null,
    priceReason: null,
    terms: keyTermsOf(
      {
        ...KEY_TERMS,
        version: 1,
        language: 'el',
      },
      { ...car, depositMethod: null, excess: null },
    ),
    cancelRequestedAt: null,
    depositPercent: null,
    checkedInAt: null,
    checkInRemindedAt: null,
    pickupPushedAt: null,
    anonymisedAt: null,
    createdAt: at,
    updatedAt: at,
  }
  return { booking, car, supplier: { ...supplier, type: 'supplier', language: 'en' }, driver, pickup, dropoff, parts: null }
}

/** The terms the booking keeps: its supplier writes its conditions in Greek and English. */
const KEY_TERMS = {
  depositMethod: 'creditOrDebit' as const,
  depositReleaseDays: 10,
  excess: { none: 90_000, collisionDamageWaiver: 30_000, theftProtection: null, fullInsurance: 0 },
  licenceMinYears: 2,
  permitOutsideEu: true,
  crossBorder: 'forbidden' as const,
  crossBorderFee: null,
  ferry: 'fee' as const,
  ferryFee: 5_000,
  freeCancelHours: 48,
  cancelFeeKind: 'percent' as const,
  cancelFeeValue: 20,
  lateGraceMinutes: 60,
  conditions: { el: 'Αλυσίδες χιονιού κατόπιν αιτήματος.', en: 'Snow chains on request.' },
  depositPercent: null,
}

/** The text of every page as pdf.js extracts it (its bidi turns right-to-left runs back to logical order). */
async function extractText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''))
  }
  await document.destroy()
  return pages.join('\n').replace(/[ \t]+/g, ' ')
}

/** Every font dictionary's descriptor with its embedded file, under a subset name (ABCDEF+Name). */
function fontsOf(pdf: Buffer): { names: string[]; descriptors: number; embedded: number } {
  const raw = pdf.toString('latin1')
  return {
    names: [...raw.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((m) => m[1] ?? ''),
    descriptors: raw.match(/\/Type \/FontDescriptor/g)?.length ?? 0,
    embedded: raw.match(/\/FontFile[23] /g)?.length ?? 0,
  }
}

describe('booking voucher PDF', () => {
  const booking = summary()
  const reference = bookingReference(booking.booking._id)

  it.each(LANGUAGES)('%s: holds the reference, the driver and the translated labels, with embedded subset fonts', async (language: TLanguage) => {
    const pdf = await renderVoucherPdf(booking, language)
    const t = VOUCHER_TEXTS[language]
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // eslint-disable-next-line no-console -- the size is worth watching when fonts or layout change
    console.log(`voucher ${language}: ${(pdf.length / 1024).toFixed(1)} KB`)
    expect(pdf.length).toBeLessThan(200 * 1024)

    const text = await extractText(pdf)
    expect(text).toContain(reference)
    expect(text).toContain('Maria Papadopoulou')
    expect(text).toContain('Nikos Papadopoulos')
    expect(text).toContain('desk@aegean.example')
    expect(text).toContain('Toyota Yaris Hybrid')
    expect(text).toMatch(new RegExp(`${t.fields.flight}\\s*A3602|A3602\\s*${t.fields.flight}`))
    // Labels as written in the locale file: for Hebrew this is logical order, not the drawn visual order.
    for (const label of [t.title, t.reference, t.sections.driver, t.sections.price, t.conditions.fuelPolicy]) expect(text).toContain(label)
    // Each rate on its line: three days at the daily price, two at the season's.
    // (pdf.js reads a Hebrew run holding digits back in visual order, so there only the rate's name is looked for.)
    const labels = voucherTexts(language)
    const lines = language === 'he' ? [TEXTS.he.rates.season] : [labels.rental(3), labels.rental(2, 'season')]
    lines.push(labels.charge('oneWayFee'))
    for (const line of lines) expect(text).toContain(line)

    const fonts = fontsOf(pdf)
    expect(fonts.descriptors).toBeGreaterThan(0)
    expect(fonts.embedded).toBe(fonts.descriptors)
    for (const name of fonts.names) expect(name).toMatch(/^[A-Z]{6}\+/)
  })

  it.each(['en', 'fr', 'he'] as const)(
    '%s: writes the key facts the booking keeps, with the deadline on the pick-up place’s clock',
    async (language) => {
      const text = await extractText(await renderVoucherPdf(booking, language))
      const t = keyFactsTranslator(language)
      for (const label of [t('title'), t('deposit.label'), t('excess.label'), t('bring.label')]) expect(text).toContain(label)
      // 48 hours before a 10:00 pick-up in Athens (07:00 UTC on 1 July): 10:00 on 29 June.
      if (language !== 'he') expect(text).toContain(deadlineWords(new Date('2026-06-29T07:00:00Z'), 'Europe/Athens', language))
      // French has no conditions of its own: the supplier's Greek, marked untranslated; English has its own.
      expect(text).toContain(language === 'en' ? 'Snow chains on request.' : 'Αλυσίδες χιονιού κατόπιν αιτήματος.')
    },
  )

  it('draws Hebrew in visual order, which extraction reads back as written', async () => {
    const pdf = await renderVoucherPdf(booking, 'he')
    const text = await extractText(pdf)
    const { title } = VOUCHER_TEXTS.he
    expect(text).toContain(title)
    expect(text).not.toContain([...title].reverse().join(''))
    expect(text).toContain('נמל התעופה הבינלאומי של אתונה')
    expect(fontsOf(pdf).names.some((name) => name.endsWith('+NotoSansHebrew-Bold'))).toBe(true)
  })

  it('shows a booking from another channel as the desk took it: paid there, the quote and then the agreed total', () => {
    const quoted = booking.booking.priceSnapshot.totalCents
    const channel = {
      ...booking,
      booking: { ...booking.booking, channel: 'phone' as const, paymentProvider: 'desk', payLater: true, priceReason: 'Regular', totalPrice: 12_000 },
    }
    const t = VOUCHER_TEXTS.en
    const content = voucherContent(channel, 'en')
    expect(content.price.lines.at(-1)).toEqual([t.price.quoted, formatPrice(quoted, 'EUR', 'en')])
    expect(content.price.total).toEqual([t.price.agreed, formatPrice(12_000, 'EUR', 'en')])
    expect(content.price.after[0]).toEqual([t.price.payment, t.price.paidAtDesk])
    // A booking of Wheelbase's own: one total, and how it was paid.
    expect(voucherContent(booking, 'en').price.total).toEqual([t.price.total, formatPrice(booking.booking.totalPrice, 'EUR', 'en')])
  })

  it('shows a deposit paid online: what is paid, and what the desk takes', async () => {
    const deposit = {
      ...booking,
      booking: { ...booking.booking, status: 'reserved' as const, depositPercent: 20 },
      parts: { paidCents: 4_000, deskCents: 16_000 },
    }
    const t = VOUCHER_TEXTS.fr
    expect(voucherContent(deposit, 'fr').price.after.slice(0, 3)).toEqual([
      [t.price.payment, t.price.depositPaid],
      [t.price.paidOnline, formatPrice(4_000, 'EUR', 'fr')],
      [t.price.dueAtDesk, formatPrice(16_000, 'EUR', 'fr')],
    ])
    const text = await extractText(await renderVoucherPdf(deposit, 'fr'))
    // The labels wrap in their column: the PDF is read for the short one and both amounts.
    for (const drawn of [t.price.paidOnline, formatPrice(4_000, 'EUR', 'fr'), formatPrice(16_000, 'EUR', 'fr')]) expect(text).toContain(drawn)
  })

  it('has the same keys and placeholders in every language', () => {
    const read = (language: TLanguage) =>
      JSON.parse(readFileSync(path.join(API_ROOT, 'src', 'features', 'bookings', 'voucher', 'locales', `${language}.json`), 'utf8')) as TJson
    const english = textLeaves(read('en'))
    for (const language of LANGUAGES) {
      const other = textLeaves(read(language))
      expect(baseKeys(other.keys()), language).toEqual(baseKeys(english.keys()))
      for (const [key, value] of other) expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(english.get(key) ?? ''))
    }
  })
})
