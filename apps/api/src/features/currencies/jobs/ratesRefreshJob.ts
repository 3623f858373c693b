import { z } from 'zod'
import { defineJob } from '../../../platform/jobs/definition'
import { fetchRates, REFRESH_EVERY_MS } from '../fetchRates'

const ZPayload = z.object({})

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic (every 12 hours): the display currencies' rates, fetched from the saved address if there is one. */
    'rates.refresh': z.infer<typeof ZPayload>
  }
}

export const ratesRefreshJob = defineJob({
  kind: 'rates.refresh',
  payload: ZPayload,
  everyMs: () => REFRESH_EVERY_MS,
  async run({ db, config, clock, rates }) {
    await fetchRates(db, config, clock.now())
    rates.forget()
  },
})
