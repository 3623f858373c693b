/**
 * The cost of one sign-in (argon2id verify + a new session row) under concurrent clients: each of
 * `clients` loops signing the demo driver in, until `total` sign-ins are done. Bounded in count
 * and time; loopback only.
 */
export async function benchSignIn(baseUrl, { clients = 20, total = 400, maxSeconds = 60 } = {}) {
  const latencies = []
  let started = 0
  let failures = 0
  const deadline = Date.now() + maxSeconds * 1000
  const body = JSON.stringify({ email: 'driver@wheelbase.example', password: 'Demo2026!', stayConnected: false })
  const worker = async () => {
    while (started < total && Date.now() < deadline) {
      started++
      const t0 = performance.now()
      const res = await fetch(`${baseUrl}/api/sign-in/frontend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      await res.arrayBuffer()
      if (res.status === 200) latencies.push(performance.now() - t0)
      else failures++
    }
  }
  const t0 = performance.now()
  await Promise.all(Array.from({ length: clients }, worker))
  const seconds = (performance.now() - t0) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  return { clients, count: latencies.length, failures, p50: pct(50), p95: pct(95), perSecond: latencies.length / seconds }
}
