import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cancellationDeadline, freeToCancel } from '../src/cancellation'

const MINUTE = 60_000

/** Places whose clocks change, by an hour or by half an hour, north and south, and one that never does. */
const ZONES = ['Europe/Athens', 'Europe/London', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Tokyo', 'Pacific/Chatham']

/** The wall clock at an instant, as the Intl parts read it, as if that reading were UTC. */
function readAsUtc(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
}

/**
 * The reference: walk the instants from 15 hours before the wall time's UTC reading, and take the
 * first one whose clock reads it (in the repeated autumn hour, its first occurrence). Where none
 * does (the hour skipped in spring), the instant that reads it on the clock as it ran before the
 * change: as far past the change as the wall time is past the skipped hour's start.
 */
function reference(pickup: Date, timeZone: string, freeHours: number): number {
  const wanted = readAsUtc(pickup.getTime(), timeZone) - freeHours * 3_600_000
  const reads = (at: number) => readAsUtc(at, timeZone) >= wanted
  // In quarter hours (every offset is a whole number of them), then minute by minute in the last one.
  for (let at = wanted - 15 * 3_600_000; at <= wanted + 15 * 3_600_000; at += 15 * MINUTE)
    if (reads(at))
      for (let first = at - 14 * MINUTE; ; first += MINUTE)
        if (reads(first)) {
          if (readAsUtc(first, timeZone) === wanted) return first
          const before = first - MINUTE
          return wanted - (readAsUtc(before, timeZone) - before)
        }
  throw new Error('no instant reads it')
}

describe('the cancellation deadline', () => {
  it('is that many hours before pick-up on the pick-up place’s clock, across clock changes (300 cases)', () => {
    // Pick-ups on whole minutes from 2026 to 2028, many of them within two days of a clock change.
    const changes = [Date.UTC(2027, 2, 28, 1), Date.UTC(2027, 9, 31, 1), Date.UTC(2027, 2, 14, 7), Date.UTC(2027, 3, 4, 3), Date.UTC(2027, 8, 26, 14)]
    const pickup = fc.oneof(
      fc.integer({ min: Date.UTC(2026, 0, 1) / MINUTE, max: Date.UTC(2028, 11, 31) / MINUTE }).map((m) => new Date(m * MINUTE)),
      fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -72 * 60, max: 72 * 60 })).map(([at, m]) => new Date(at + m * MINUTE)),
    )
    const anyCase = fc.tuple(pickup, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 14 * 24 }))
    // A deadline inside the hour Athens skips on 28 March 2027 (03:00–04:00): the pick-up that many hours after 03:mm.
    const inTheGap = fc
      .tuple(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 1, max: 14 * 24 }))
      .map(([minute, hours]) => [new Date(Date.UTC(2027, 2, 28, 0, minute) + hours * 3_600_000), 'Europe/Athens', hours] as const)
    fc.assert(
      fc.property(fc.oneof(anyCase, inTheGap), ([at, zone, hours]) => {
        expect(cancellationDeadline(at, zone, hours).getTime()).toBe(reference(at, zone, hours))
      }),
      { numRuns: 300 },
    )
  })

  it('keeps the wall time over a clock change, and moves out of the skipped hour', () => {
    // Athens springs forward on Sunday 28 March 2027 at 03:00 (to 04:00).
    const sunday = new Date('2027-03-28T10:00:00+03:00')
    expect(cancellationDeadline(sunday, 'Europe/Athens', 48).toISOString()).toBe(new Date('2027-03-26T10:00:00+02:00').toISOString())
    // 7 hours before 10:00 is 03:00, which the clock skips: 04:00 summer time; 6½ hours before, 04:30.
    expect(cancellationDeadline(sunday, 'Europe/Athens', 7).toISOString()).toBe(new Date('2027-03-28T04:00:00+03:00').toISOString())
    expect(cancellationDeadline(new Date('2027-03-28T10:30:00+03:00'), 'Europe/Athens', 7).toISOString()).toBe(
      new Date('2027-03-28T04:30:00+03:00').toISOString(),
    )
    expect(cancellationDeadline(sunday, 'Europe/Athens', 0).toISOString()).toBe(sunday.toISOString())
  })

  it('is free up to the deadline itself, and not a minute after', () => {
    const deadline = new Date('2027-06-10T07:00:00Z')
    expect(freeToCancel(new Date(deadline.getTime() - MINUTE), deadline)).toBe(true)
    expect(freeToCancel(deadline, deadline)).toBe(true)
    expect(freeToCancel(new Date(deadline.getTime() + MINUTE), deadline)).toBe(false)
  })
})
