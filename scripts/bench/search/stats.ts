export type TLatencySummary = { count: number; mean: number; p50: number; p95: number; p99: number }

/** Nearest-rank percentiles of latencies in milliseconds (exact, from every sample kept). */
export function summarize(latencies: readonly number[]): TLatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length
  return { count: sorted.length, mean, p50: at(50), p95: at(95), p99: at(99) }
}
