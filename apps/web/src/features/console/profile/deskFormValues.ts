import { clockText, WEEKDAYS, type TDeskRules, type TOutOfHours } from '@wheelbase/core/deskHours'
import type { TSupplierDeskOut } from '@wheelbase/core/schemas/consoleDesk'
import type { TFormErrors } from '../../../lib/form/useLightForm'
import { centsOf, unitsOf, wholeOf } from '../../../lib/form/amounts'

/** One weekday as typed: open or not, its hours ("HH:MM"), and a second stretch after a break (blank: none). */
export type TDayValue = { open: boolean; opens: string; closes: string; opens2: string; closes2: string }
export type TClosedValue = { locationId: string; day: string }

/**
 * The desk form (record 0124): the notice in whole hours, what happens outside hours and its fee,
 * and the weeks: '' is the supplier's, a place's id its own (a place without one keeps the
 * supplier's). `scope` is the week shown; `keepsHours` off is a desk open around the clock.
 */
export type TDeskForm = {
  notice: string
  outOfHours: TOutOfHours
  fee: string
  keepsHours: boolean
  scope: string
  weeks: Record<string, TDayValue[]>
  closed: TClosedValue[]
  /** The supplier's shortest rental in days: empty for 1. */
  minRentalDays: string
}

const CLOSED_DAY: TDayValue = { open: false, opens: '08:00', closes: '20:00', opens2: '', closes2: '' }
/** A new week: 08:00–20:00 every day, as most desks open. */
export const defaultWeek = (): TDayValue[] => WEEKDAYS.map(() => ({ ...CLOSED_DAY, open: true }))

/** "HH:MM" to minutes; "00:00" as a closing time is midnight at the end of the day (1440). Not a time: −1. */
export function minutesOf(text: string, closing = false): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim())
  if (!match) return -1
  const minutes = Number(match[1]) * 60 + Number(match[2])
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return -1
  return closing && minutes === 0 ? 1440 : minutes
}
const timeOf = (minutes: number) => (minutes === 1440 ? '00:00' : clockText(minutes))

export function deskFormOf(desk: TDeskRules): TDeskForm {
  const weeks: Record<string, TDayValue[]> = {}
  for (const h of desk.hours) {
    const scope = h.locationId ?? ''
    const week = (weeks[scope] ??= WEEKDAYS.map(() => ({ ...CLOSED_DAY })))
    const day = week[h.weekday - 1]
    if (!day) continue
    if (day.open) Object.assign(day, { opens2: timeOf(h.opens), closes2: timeOf(h.closes) })
    else Object.assign(day, { open: true, opens: timeOf(h.opens), closes: timeOf(h.closes) })
  }
  const keepsHours = desk.hours.length > 0
  if (!weeks['']) weeks[''] = keepsHours ? WEEKDAYS.map(() => ({ ...CLOSED_DAY })) : defaultWeek()
  return {
    notice: String(Math.round(desk.noticeMinutes / 60)),
    outOfHours: desk.outOfHours,
    fee: desk.outOfHoursFee === null ? '' : unitsOf(desk.outOfHoursFee),
    keepsHours,
    scope: '',
    weeks,
    closed: desk.closedDays.map((c) => ({ locationId: c.locationId ?? '', day: c.day })),
    minRentalDays: desk.minRentalDays === null ? '' : String(desk.minRentalDays),
  }
}

/** The body core's ZSupplierDesk checks (the server checks the same). */
export function deskInputOf(form: TDeskForm): Record<string, unknown> {
  const hours = form.keepsHours
    ? Object.entries(form.weeks).flatMap(([scope, week]) =>
        week.flatMap((day, index) => {
          if (!day.open) return []
          const base = { locationId: scope || null, weekday: index + 1 }
          const first = { ...base, opens: minutesOf(day.opens), closes: minutesOf(day.closes, true) }
          const second = day.opens2 || day.closes2 ? [{ ...base, opens: minutesOf(day.opens2), closes: minutesOf(day.closes2, true) }] : []
          return [first, ...second]
        }),
      )
    : []
  const notice = wholeOf(form.notice)
  return {
    noticeMinutes: notice === undefined ? undefined : notice < 0 ? -1 : notice * 60,
    outOfHours: form.outOfHours,
    outOfHoursFee: form.outOfHours === 'fee' ? (centsOf(form.fee) ?? null) : null,
    hours,
    closedDays: form.closed.map((c) => ({ locationId: c.locationId || null, day: c.day })),
    minRentalDays: wholeOf(form.minRentalDays) ?? null,
  }
}

/**
 * The form's own check, on the boxes as typed: each open day's closing after its opening, a second
 * stretch after the first; the notice and fee by core's schema. Messages are core's keys.
 */
export async function validateDeskForm(form: TDeskForm): Promise<TFormErrors> {
  const errors: TFormErrors = {}
  if (form.keepsHours)
    for (const [scope, week] of Object.entries(form.weeks))
      for (const [index, day] of week.entries()) {
        if (!day.open) continue
        const at = (key: string) => `weeks.${scope}.${index}.${key}`
        const [opens, closes] = [minutesOf(day.opens), minutesOf(day.closes, true)]
        if (opens < 0) errors[at('opens')] = 'validation.invalidValue'
        else if (closes < 0) errors[at('closes')] = 'validation.invalidValue'
        else if (closes <= opens) errors[at('closes')] = 'validation.closesBeforeOpens'
        if (!day.opens2 && !day.closes2) continue
        const [opens2, closes2] = [minutesOf(day.opens2), minutesOf(day.closes2, true)]
        if (opens2 < 0) errors[at('opens2')] = 'validation.invalidValue'
        else if (closes2 < 0) errors[at('closes2')] = 'validation.invalidValue'
        else if (closes2 <= opens2) errors[at('closes2')] = 'validation.closesBeforeOpens'
        else if (opens2 < closes && opens < closes2) errors[at('opens2')] = 'validation.hoursOverlap'
      }
  const { ZSupplierDesk } = await import('@wheelbase/core/schemas/consoleDesk')
  const parsed = ZSupplierDesk.safeParse(deskInputOf(form))
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, index, key] = issue.path.map(String)
      const path =
        head === 'noticeMinutes'
          ? 'notice'
          : head === 'outOfHoursFee'
            ? 'fee'
            : head === 'minRentalDays'
              ? 'minRentalDays'
              : head === 'closedDays'
                ? `closed.${index}.${key}`
                : null
      if (path && !errors[path]) errors[path] = issue.message
    }
  return errors
}

/** The body the desk endpoint takes, made by the server's own schema from a form that passed its check. */
export async function deskBodyOf(form: TDeskForm): Promise<TSupplierDeskOut> {
  const { ZSupplierDesk } = await import('@wheelbase/core/schemas/consoleDesk')
  return ZSupplierDesk.parse(deskInputOf(form))
}
