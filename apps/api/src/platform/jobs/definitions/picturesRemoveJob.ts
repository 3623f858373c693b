import { z } from 'zod'
import { defineJob } from '../definition'

const ZPayload = z.object({ urls: z.array(z.string()) })

declare module '../queue' {
  interface TJobPayloads {
    'pictures.remove': z.infer<typeof ZPayload>
  }
}

/** Stored pictures no record names any more (replaced, deleted, or uploaded for a form never saved), by their /uploads/ URLs. */
export const picturesRemoveJob = defineJob('pictures.remove', ZPayload, async ({ storage }, { urls }) => {
  for (const url of urls) await storage.removeUrl(url)
})
