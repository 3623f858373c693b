import autocannon from 'autocannon'
import { seededRandom } from '../../../apps/api/src/db/seed/random'
import { randomSearchParams, searchPath } from './criteria'
import type { TDataset } from './dataset'
import { summarize, type TLatencySummary } from './stats'

export type TLoadResult = TLatencySummary & {
  connections: number
  seconds: number
  perSecond: number
  non2xx: number
  /** Connection errors and time-outs (10 s), with their distinct messages. */
  errors: number
  errorMessages: string[]
}

/**
 * `connections` clients each send one search after another for `seconds`, every request with
 * new criteria (to the API, or `pathOf` another address of the same search: the results page). Latencies of the 2xx answers are kept one by one for exact percentiles
 * (autocannon's own table has no p95). Loopback only, bounded in time.
 */
export async function loadSearch(
  baseUrl: string,
  dataset: TDataset,
  connections: number,
  seconds: number,
  seed: number,
  pathOf: (params: Record<string, string>) => string = searchPath,
): Promise<TLoadResult> {
  const random = seededRandom(seed)
  const latencies: number[] = []
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: pathOf(randomSearchParams(random, dataset, new Date())) }),
      },
    ],
  })
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms)
  })
  const errorMessages = new Set<string>()
  instance.on('reqError', (error: unknown) => errorMessages.add(String(error)))
  const result = await instance
  return {
    connections,
    seconds: result.duration,
    ...summarize(latencies),
    perSecond: latencies.length / result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    errorMessages: [...errorMessages],
  }
}

/** What a signed-in load measured: the 200s' latencies, their rate, and every other answer or error. */
export type TSignedInLoad = TLatencySummary & { perSecond: number; failed: number }

/**
 * `connections` clients of one signed-in account, each sending request `n` (its method, path and
 * body) after the last for `seconds`: the console benches' load. Only 200s count as answered.
 */
export async function loadSignedIn(
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
  request: (n: number) => { method: 'GET' | 'POST'; path: string; body?: string },
): Promise<TSignedInLoad> {
  const latencies: number[] = []
  let next = 0
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    requests: [
      {
        setupRequest: (base) => {
          const { method, path, body } = request(next++)
          return { ...base, method, path, ...(body === undefined ? {} : { body }) }
        },
      },
    ],
  })
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode === 200) latencies.push(ms)
  })
  const result = await instance
  return { ...summarize(latencies), perSecond: latencies.length / result.duration, failed: result.non2xx + result.errors }
}
