/** Order statistics over a list of numbers (linear interpolation between ranks). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const rank = (sorted.length - 1) * q
  const low = Math.floor(rank)
  const high = Math.ceil(rank)
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low)
}

export function summarize(values) {
  return {
    n: values.length,
    median: quantile(values, 0.5),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    p95: quantile(values, 0.95),
    min: Math.min(...values),
    max: Math.max(...values),
  }
}
