import { definePeriodic, type TNoPayload } from '../../../platform/jobs/definition'
import { fetchRates, REFRESH_EVERY_MS } from '../fetchRates'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic (every 12 hours): the display currencies’ rates, fetched from the saved address if there is one. */
    'rates.refresh': TNoPayload
  }
}

export const ratesRefreshJob = definePeriodic(
  'rates.refresh',
  () => REFRESH_EVERY_MS,
  async ({ db, config, clock, rates }) => {
    await fetchRates(db, config, clock.now())
    rates.forget()
  },
)
