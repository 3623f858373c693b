/** The median of the runs that measured it: a run with no value (an audit that failed) is left out, not sorted in as NaN. */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN
}
