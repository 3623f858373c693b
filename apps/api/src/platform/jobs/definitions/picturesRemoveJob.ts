import { z } from 'zod'
import { defineJob } from '../definition'

const ZPayload = z.object({ urls: z.array(z.string()) })

declare module '../queue' {
  interface TJobPayloads {
    /** Stored pictures no record names any more (replaced, deleted, or uploaded for a form never saved), by their /uploads/ URLs. */
    'pictures.remove': z.infer<typeof ZPayload>
  }
}

export const picturesRemoveJob = defineJob({
  kind: 'pictures.remove',
  payload: ZPayload,
  async run({ storage }, { urls }) {
    for (const url of urls) await storage.removeUrl(url)
  },
})
