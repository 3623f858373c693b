import { searchKeyOfAll } from '@wheelbase/core/searchKey'
// Demo seed data for Wheelbase, a car-rental marketplace in Greece.
// Pure data, no imports. Coordinates are WGS84 (airport terminal, port or city centre).

export type LocalizedName = { en: string; fr: string; el: string; he: string; zh: string }

export type DemoLocation = {
  key: string
  kind: 'airport' | 'port' | 'city'
  name: LocalizedName
  latitude: number
  longitude: number
  timeZone: 'Europe/Athens'
}

export const demoLocations: readonly DemoLocation[] = [
  {
    key: 'ath-airport',
    kind: 'airport',
    name: {
      en: 'Athens International Airport',
      fr: "Aéroport international d'Athènes",
      el: 'Διεθνής Αερολιμένας Αθηνών',
      he: 'נמל התעופה הבינלאומי של אתונה',
      zh: '雅典国际机场',
    },
    latitude: 37.9364,
    longitude: 23.9445,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'ath-center',
    kind: 'city',
    name: {
      en: 'Athens - City Centre',
      fr: 'Athènes - centre-ville',
      el: 'Αθήνα - Κέντρο',
      he: 'אתונה - מרכז העיר',
      zh: '雅典市中心',
    },
    latitude: 37.9755,
    longitude: 23.7348,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'piraeus-port',
    kind: 'port',
    name: {
      en: 'Port of Piraeus',
      fr: 'Port du Pirée',
      el: 'Λιμάνι Πειραιά',
      he: 'נמל פיראוס',
      zh: '比雷埃夫斯港',
    },
    latitude: 37.9421,
    longitude: 23.6432,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'skg-airport',
    kind: 'airport',
    name: {
      en: 'Thessaloniki Airport "Macedonia"',
      fr: 'Aéroport de Thessalonique « Macédoine »',
      el: 'Αερολιμένας Θεσσαλονίκης «Μακεδονία»',
      he: 'נמל התעופה של סלוניקי "מקדוניה"',
      zh: '塞萨洛尼基马其顿机场',
    },
    latitude: 40.5197,
    longitude: 22.9709,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'thessaloniki-center',
    kind: 'city',
    name: {
      en: 'Thessaloniki - City Centre',
      fr: 'Thessalonique - centre-ville',
      el: 'Θεσσαλονίκη - Κέντρο',
      he: 'סלוניקי - מרכז העיר',
      zh: '塞萨洛尼基市中心',
    },
    latitude: 40.6325,
    longitude: 22.9408,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'her-airport',
    kind: 'airport',
    name: {
      en: 'Heraklion Airport (Crete)',
      fr: "Aéroport d'Héraklion (Crète)",
      el: 'Αεροδρόμιο Ηρακλείου (Κρήτη)',
      he: 'נמל התעופה של הרקליון (כרתים)',
      zh: '伊拉克利翁机场（克里特岛）',
    },
    latitude: 35.3397,
    longitude: 25.1803,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'chq-airport',
    kind: 'airport',
    name: {
      en: 'Chania Airport (Crete)',
      fr: 'Aéroport de La Canée (Crète)',
      el: 'Αεροδρόμιο Χανίων (Κρήτη)',
      he: 'נמל התעופה של חאניה (כרתים)',
      zh: '哈尼亚机场（克里特岛）',
    },
    latitude: 35.5317,
    longitude: 24.1497,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'rho-airport',
    kind: 'airport',
    name: {
      en: 'Rhodes Airport',
      fr: 'Aéroport de Rhodes',
      el: 'Αεροδρόμιο Ρόδου',
      he: 'נמל התעופה של רודוס',
      zh: '罗得岛机场',
    },
    latitude: 36.4054,
    longitude: 28.0862,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'cfu-airport',
    kind: 'airport',
    name: {
      en: 'Corfu Airport',
      fr: 'Aéroport de Corfou',
      el: 'Αεροδρόμιο Κέρκυρας',
      he: 'נמל התעופה של קורפו',
      zh: '科孚岛机场',
    },
    latitude: 39.6019,
    longitude: 19.9117,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'jmk-airport',
    kind: 'airport',
    name: {
      en: 'Mykonos Airport',
      fr: 'Aéroport de Mykonos',
      el: 'Αεροδρόμιο Μυκόνου',
      he: 'נמל התעופה של מיקונוס',
      zh: '米科诺斯岛机场',
    },
    latitude: 37.4351,
    longitude: 25.3481,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'jtr-airport',
    kind: 'airport',
    name: {
      en: 'Santorini (Thira) Airport',
      fr: 'Aéroport de Santorin (Thíra)',
      el: 'Αεροδρόμιο Σαντορίνης (Θήρας)',
      he: 'נמל התעופה של סנטוריני (תירה)',
      zh: '圣托里尼（锡拉）机场',
    },
    latitude: 36.3992,
    longitude: 25.4793,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'patras-port',
    kind: 'port',
    name: {
      en: 'Port of Patras',
      fr: 'Port de Patras',
      el: 'Λιμάνι Πάτρας',
      he: 'נמל פטרס',
      zh: '帕特雷港',
    },
    latitude: 38.2233,
    longitude: 21.7246,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'klx-airport',
    kind: 'airport',
    name: {
      en: 'Kalamata Airport',
      fr: 'Aéroport de Kalamata',
      el: 'Αεροδρόμιο Καλαμάτας',
      he: 'נמל התעופה של קלמטה',
      zh: '卡拉马塔机场',
    },
    latitude: 37.0683,
    longitude: 22.0255,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'rafina-port',
    kind: 'port',
    name: {
      en: 'Port of Rafina',
      fr: 'Port de Rafina',
      el: 'Λιμάνι Ραφήνας',
      he: 'נמל רפינה',
      zh: '拉菲纳港',
    },
    latitude: 38.022,
    longitude: 24.0096,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'zth-airport',
    kind: 'airport',
    name: {
      en: 'Zakynthos Airport',
      fr: 'Aéroport de Zante (Zakynthos)',
      el: 'Αεροδρόμιο Ζακύνθου',
      he: 'נמל התעופה של זקינתוס',
      zh: '扎金索斯机场',
    },
    latitude: 37.7509,
    longitude: 20.8843,
    timeZone: 'Europe/Athens',
  },
  {
    key: 'kgs-airport',
    kind: 'airport',
    name: {
      en: 'Kos Airport',
      fr: 'Aéroport de Kos',
      el: 'Αεροδρόμιο Κω',
      he: 'נמל התעופה של קוס',
      zh: '科斯岛机场',
    },
    latitude: 36.7933,
    longitude: 27.0917,
    timeZone: 'Europe/Athens',
  },
]

/** The desks' street addresses, as a driver types them into a map. */
const DEMO_ADDRESSES: Record<string, string> = {
  'ath-airport': 'Attiki Odos, Spata-Artemida 190 04, Greece',
  'ath-center': 'Syntagma Square, Athens 105 63, Greece',
  'piraeus-port': 'Akti Miaouli 10, Piraeus 185 38, Greece',
  'skg-airport': 'Thessaloniki Airport, Thermi 551 03, Greece',
  'thessaloniki-center': 'Aristotelous Square, Thessaloniki 546 24, Greece',
  'her-airport': 'Ikarou Avenue, Heraklion 716 01, Crete, Greece',
  'chq-airport': 'Chania Airport, Souda 731 00, Crete, Greece',
  'rho-airport': 'Rhodes Airport, Paradisi 851 06, Greece',
  'cfu-airport': 'Ioannis Kapodistrias Airport, Corfu 491 00, Greece',
  'jmk-airport': 'Mykonos Airport, Mykonos 846 00, Greece',
  'jtr-airport': 'Santorini Airport, Kamari 847 00, Greece',
  'patras-port': 'Akti Dymaion, Patras 263 33, Greece',
  'klx-airport': 'Kalamata Airport, Kalamata 241 00, Greece',
  'rafina-port': 'Port of Rafina, Rafina 190 09, Greece',
  'zth-airport': 'Dionysios Solomos Airport, Zakynthos 291 00, Greece',
  'kgs-airport': 'Kos Airport, Antimachia 853 02, Greece',
}

/** A demo location as the columns of the locations table (names per language, search key, address). */
export function locationColumns(l: DemoLocation) {
  return {
    kind: l.kind,
    nameEn: l.name.en,
    nameFr: l.name.fr,
    nameEl: l.name.el,
    nameHe: l.name.he,
    nameZh: l.name.zh,
    searchKey: searchKeyOfAll(Object.values(l.name)),
    latitude: l.latitude,
    longitude: l.longitude,
    timeZone: l.timeZone,
    address: DEMO_ADDRESSES[l.key] ?? null,
  }
}

export type DemoSupplier = {
  key: string
  name: string
  email: string
  color: string
  monogram: string
  payLater: boolean
  /** The demo's reviews: the scores drivers give it on average, and the share of its past rentals reviewed. */
  reviews: { mean: number; share: number }
}

export const demoSuppliers: readonly DemoSupplier[] = [
  {
    key: 'aegean-wheels',
    name: 'Aegean Wheels',
    email: 'hello@aegeanwheels.example',
    color: '#0B4F8A',
    monogram: 'AW',
    payLater: true,
    reviews: { mean: 8.9, share: 0.7 },
  },
  {
    key: 'olympus-rent',
    name: 'Olympus Rent',
    email: 'hello@olympusrent.example',
    color: '#6A1B9A',
    monogram: 'OR',
    payLater: false,
    reviews: { mean: 7.3, share: 0.6 },
  },
  {
    key: 'helios-cars',
    name: 'Helios Cars',
    email: 'hello@helioscars.example',
    color: '#B3400A',
    monogram: 'HC',
    payLater: false,
    reviews: { mean: 8.3, share: 0.6 },
  },
  {
    key: 'cyclades-drive',
    name: 'Cyclades Drive',
    email: 'hello@cycladesdrive.example',
    color: '#00695C',
    monogram: 'CD',
    payLater: true,
    reviews: { mean: 9.2, share: 0.7 },
  },
  {
    key: 'minoan-motors',
    name: 'Minoan Motors',
    email: 'hello@minoanmotors.example',
    color: '#B71C1C',
    monogram: 'MM',
    payLater: false,
    reviews: { mean: 6.6, share: 0.6 },
  },
  {
    key: 'ionian-rentals',
    name: 'Ionian Rentals',
    email: 'hello@ionianrentals.example',
    color: '#2E7D32',
    monogram: 'IR',
    payLater: false,
    reviews: { mean: 8.0, share: 0.6 },
  },
  {
    key: 'hermes-auto',
    name: 'Hermes Auto',
    email: 'hello@hermesauto.example',
    color: '#37474F',
    monogram: 'HA',
    payLater: true,
    reviews: { mean: 8.6, share: 0.02 },
  },
]

export type DemoCarModel = {
  name: string
  category: 'mini' | 'economy' | 'compact' | 'family' | 'suv' | 'van' | 'premium' | 'electric'
  seats: number
  doors: number
  aircon: boolean
  gearbox: 'manual' | 'automatic'
  fuelType: 'diesel' | 'gasoline' | 'electric' | 'hybrid' | 'plugInHybrid' | 'unknown'
  basePricePerDay: number
  baseDeposit: number
  bodyColor: string
}

/** Name, category, seats, doors, air conditioning, gearbox, fuel, euros a day, euros of deposit, body colour. */
type TModelRow = readonly [string, TCategory, number, number, boolean, TGearbox, TFuel, number, number, string]
type TCategory = DemoCarModel['category']
type TGearbox = DemoCarModel['gearbox']
type TFuel = DemoCarModel['fuelType']

// prettier-ignore
const MODEL_ROWS: readonly TModelRow[] = [
  // Mini
  ['Fiat Panda', 'mini', 5, 5, true, 'manual', 'gasoline', 28, 250, '#F2F2F2'],
  ['Toyota Aygo X', 'mini', 4, 5, true, 'manual', 'gasoline', 30, 300, '#C0392B'],
  ['Hyundai i10', 'mini', 5, 5, true, 'manual', 'gasoline', 29, 250, '#A7B1B7'],
  ['Fiat 500 Cabrio', 'mini', 4, 3, true, 'manual', 'gasoline', 36, 300, '#7FC8C2'],
  ['Kia Picanto', 'mini', 4, 5, false, 'manual', 'gasoline', 25, 200, '#E8E8E8'],
  ['Citroen C1', 'mini', 4, 3, false, 'manual', 'gasoline', 24, 200, '#2F6DB5'],
  // Economy
  ['Peugeot 208', 'economy', 5, 5, true, 'manual', 'gasoline', 38, 350, '#D9D9D6'],
  ['Volkswagen Polo', 'economy', 5, 5, true, 'manual', 'gasoline', 40, 350, '#1F3A5F'],
  ['Opel Corsa', 'economy', 5, 5, true, 'manual', 'gasoline', 37, 350, '#F5C400'],
  ['Toyota Yaris Hybrid', 'economy', 5, 5, true, 'automatic', 'hybrid', 45, 400, '#B8BCC0'],
  ['Renault Clio', 'economy', 5, 5, true, 'manual', 'diesel', 39, 350, '#D35400'],
  ['Skoda Fabia', 'economy', 5, 5, true, 'manual', 'unknown', 38, 350, '#4E7A3A'],
  ['Seat Ibiza', 'economy', 5, 5, true, 'manual', 'gasoline', 38, 350, '#9E1B32'],
  ['Citroen C3', 'economy', 5, 5, true, 'manual', 'unknown', 36, 300, '#E2DED3'],
  // Compact / family
  ['Volkswagen Golf', 'compact', 5, 5, true, 'manual', 'gasoline', 48, 450, '#5B6670'],
  ['Skoda Octavia Estate', 'family', 5, 5, true, 'manual', 'diesel', 55, 500, '#2B2B2B'],
  ['Toyota Corolla Touring Sports Hybrid', 'family', 5, 5, true, 'automatic', 'hybrid', 60, 500, '#8A9097'],
  ['Kia Niro PHEV', 'family', 5, 5, true, 'automatic', 'plugInHybrid', 68, 600, '#3C4A5C'],
  // SUV
  ['Nissan Qashqai', 'suv', 5, 5, true, 'automatic', 'gasoline', 72, 600, '#7D2027'],
  ['Jeep Renegade', 'suv', 5, 5, true, 'manual', 'diesel', 68, 600, '#556B2F'],
  ['Dacia Duster', 'suv', 5, 5, true, 'manual', 'diesel', 58, 500, '#C26A2E'],
  ['Toyota C-HR', 'suv', 5, 5, true, 'automatic', 'hybrid', 70, 600, '#1E5AA8'],
  ['Volkswagen T-Roc', 'suv', 5, 5, true, 'manual', 'gasoline', 66, 600, '#EDEDED'],
  ['Peugeot 3008', 'suv', 5, 5, true, 'automatic', 'diesel', 78, 700, '#4A4F55'],
  ['Suzuki Jimny', 'suv', 4, 3, true, 'manual', 'gasoline', 62, 500, '#A9B83A'],
  // Vans / people carriers
  ['Opel Zafira Life', 'van', 9, 5, true, 'manual', 'diesel', 120, 800, '#1C1C1C'],
  ['Ford Tourneo Custom', 'van', 9, 4, true, 'manual', 'diesel', 115, 800, '#BFC5CA'],
  ['Fiat Doblo', 'van', 7, 5, true, 'manual', 'diesel', 72, 600, '#F4F4F4'],
  // Premium
  ['BMW 3 Series', 'premium', 5, 4, true, 'automatic', 'diesel', 110, 1200, '#0F2A4A'],
  ['Mercedes-Benz C-Class', 'premium', 5, 4, true, 'automatic', 'diesel', 120, 1500, '#9AA0A6'],
  ['Audi A4', 'premium', 5, 4, true, 'automatic', 'gasoline', 112, 1200, '#111111'],
  ['Mini Cooper Cabrio', 'premium', 4, 2, true, 'automatic', 'gasoline', 95, 1000, '#B22222'],
  ['Toyota RAV4 Plug-in Hybrid', 'premium', 5, 5, true, 'automatic', 'plugInHybrid', 105, 1000, '#6E7B72'],
  // Electric
  ['Tesla Model 3', 'electric', 5, 4, true, 'automatic', 'electric', 95, 1000, '#FAFAFA'],
  ['Renault Zoe', 'electric', 5, 5, true, 'automatic', 'electric', 50, 500, '#3FA7D6'],
  ['Hyundai Kona Electric', 'electric', 5, 5, true, 'automatic', 'electric', 65, 700, '#2E8B57'],
]

export const demoCarModels: readonly DemoCarModel[] = MODEL_ROWS.map(
  ([name, category, seats, doors, aircon, gearbox, fuelType, basePricePerDay, baseDeposit, bodyColor]) => ({
    name,
    category,
    seats,
    doors,
    aircon,
    gearbox,
    fuelType,
    basePricePerDay,
    baseDeposit,
    bodyColor,
  }),
)

/** What demo drivers wrote, by the language they wrote in (no contact details: core hasContactDetails). */
export const demoReviewComments: Readonly<Record<'en' | 'fr' | 'el' | 'he' | 'zh', { good: readonly string[]; poor: readonly string[] }>> = {
  en: {
    good: [
      'Clean car, quick pick-up, no surprises at the desk.',
      'The staff waited for us although our ferry was late. Great service.',
      'Exactly the car we booked, full tank and spotless.',
      'Return took two minutes. Would rent again.',
    ],
    poor: [
      'Long queue at pick-up and the car smelled of smoke.',
      'They tried to sell us extra insurance we did not need.',
      'A scratch was not on the form and we had to argue about it.',
    ],
  },
  fr: {
    good: ['Voiture propre, accueil souriant, restitution rapide.', 'Très bon rapport qualité-prix pour une semaine en Crète.'],
    poor: ['Attente de 40 minutes au comptoir.', 'La voiture était moins récente que prévu.'],
  },
  el: {
    good: ['Καθαρό αυτοκίνητο και πολύ εξυπηρετικό προσωπικό.', 'Γρήγορη παράδοση και παραλαβή, όλα όπως συμφωνήθηκαν.'],
    poor: ['Το αυτοκίνητο δεν ήταν καθαρό μέσα.', 'Μεγάλη αναμονή στο γραφείο.'],
  },
  he: {
    good: ['רכב נקי ואיסוף מהיר. מומלץ!', 'שירות אדיב, הכול היה כמו שהוזמן.'],
    poor: ['חיכינו הרבה זמן לרכב.', 'הרכב היה ישן ממה שציפינו.'],
  },
  zh: {
    good: ['车很干净，取车很快，推荐。', '工作人员很友好，还车很顺利。'],
    poor: ['取车排队时间太长。', '车内不太干净。'],
  },
}

/** The suppliers' replies to demo reviews, in English. */
export const demoReviewReplies = {
  good: ['Thank you for choosing us. See you next summer!', 'Thanks for the kind words, we are glad the trip went well.'],
  poor: [
    'We are sorry about the wait. We have added staff at this desk for the season.',
    'Thank you for telling us; we have spoken to the team about it.',
  ],
} as const
