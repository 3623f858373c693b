import { ageOn } from './age'

/** Countries a driving licence may come from: ISO 3166-1 alpha-2 codes (names come from Intl.DisplayNames in the reader's language). */
export const COUNTRIES: readonly string[] =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK XK YE YT ZA ZM ZW'.split(
    ' ',
  )

/** The European Union's members: a licence issued by one needs no international permit in another. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
)

/** What a driver gives at check-in (issue 45): the licence, where and when it was issued, and whether they hold an international permit. */
export type TCheckIn = { licenceNumber: string; country: string; issued: string; permit: boolean }

/** What the supplier asks of a licence (core supplierTerms.ts). */
export type TLicenceRule = { licenceMinYears: number; permitOutsideEu: boolean }

/** Why a check-in is refused, with what its message names. */
export type TCheckInProblem =
  | { code: 'licence_too_new'; key: 'checkIn.licenceTooNew'; field: 'issued'; params: { years: number; date: string } }
  | { code: 'permit_needed'; key: 'checkIn.permitNeeded'; field: 'permit'; params: Record<string, never> }

/**
 * The supplier's licence rule for one rental: the licence held at least the years it asks on the
 * pick-up day (issued on or before that day, that many years earlier), and, where it asks for one,
 * an international permit with a licence issued outside the EU. `pickupDay` is the pick-up's date
 * on its place's clock (YYYY-MM-DD).
 */
export function checkInProblem(
  checkIn: Pick<TCheckIn, 'country' | 'issued' | 'permit'>,
  rule: TLicenceRule,
  pickupDay: string,
): TCheckInProblem | null {
  // Held as a person's age is counted: a licence of 29 February is a year old on 1 March.
  if (ageOn(checkIn.issued, new Date(`${pickupDay}T00:00:00Z`)) < rule.licenceMinYears) {
    const [year = 0, month = 1, day = 1] = pickupDay.split('-').map(Number)
    const latest = new Date(Date.UTC(year - rule.licenceMinYears, month - 1, day))
    // 29 February of a year without one: the day before 1 March.
    if (latest.getUTCDate() !== day) latest.setUTCDate(0)
    return {
      code: 'licence_too_new',
      key: 'checkIn.licenceTooNew',
      field: 'issued',
      params: { years: rule.licenceMinYears, date: latest.toISOString().slice(0, 10) },
    }
  }
  if (rule.permitOutsideEu && !EU_COUNTRIES.has(checkIn.country) && !checkIn.permit)
    return { code: 'permit_needed', key: 'checkIn.permitNeeded', field: 'permit', params: {} }
  return null
}
