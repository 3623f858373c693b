import { benchSignIn } from './signInBench.mjs'

/**
 * What the embedded database's fsync at every commit costs: sign-in (a session row written per
 * call) and search (reads only) on one seeded data dir, with PGLITE_FSYNC on and off,
 * interleaved (on, off, on, off) so that the machine's mood weighs on both alike. Loopback only,
 * bounded in count and time.
 */
export async function benchDurability(startTimed, dataDir) {
  const rounds = { on: [], off: [] }
  for (const mode of ['on', 'off', 'on', 'off']) {
    const server = await startTimed({ DATA_DIR: dataDir, PGLITE_FSYNC: mode === 'on' ? 'true' : 'false', RATE_LIMIT_SIGN_IN: '1000000' })
    try {
      const signIn = await benchSignIn(server.url, { clients: 8, total: 240 })
      const search = await searchLoad(server.url, { clients: 8, seconds: 5 })
      rounds[mode].push({ signIn, search })
    } finally {
      await server.stop()
    }
  }
  const best = (list, pick) => Math.min(...list.map(pick))
  const summary = (mode) => ({
    signInP50: best(rounds[mode], (r) => r.signIn.p50),
    signInP95: best(rounds[mode], (r) => r.signIn.p95),
    signInPerSecond: Math.max(...rounds[mode].map((r) => r.signIn.perSecond)),
    searchP50: best(rounds[mode], (r) => r.search.p50),
    searchP95: best(rounds[mode], (r) => r.search.p95),
  })
  return { on: summary('on'), off: summary('off') }
}

/** Searches from the demo locations, dates varied per request, for `seconds` with `clients` at once. */
async function searchLoad(baseUrl, { clients, seconds }) {
  const { items } = await (await fetch(`${baseUrl}/api/locations?size=100`)).json()
  const latencies = []
  const deadline = Date.now() + seconds * 1000
  let n = 0
  const worker = async () => {
    while (Date.now() < deadline) {
      const i = n++
      const day = (d) => new Date(Date.now() + d * 86_400_000).toISOString()
      const from = 2 + (i % 40)
      const url = `${baseUrl}/api/cars/search?pickup=${items[i % items.length]._id}&from=${encodeURIComponent(day(from))}&to=${encodeURIComponent(day(from + 1 + (i % 6)))}`
      const t0 = performance.now()
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`search answered ${res.status}`)
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: clients }, worker))
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  return { count: latencies.length, p50: pct(50), p95: pct(95) }
}
