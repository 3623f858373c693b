import { z } from 'zod'

export const ZTestClockBody = z.object({ at: z.iso.datetime({ offset: true }) })
export const ZTestClock = z.object({ now: z.iso.datetime({ offset: true }) })
