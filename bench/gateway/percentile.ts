/** The `p`-th percentile (0–100, nearest rank) of a non-empty list; sorts a copy. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of an empty list')
  const sorted = Float64Array.from(values).sort()
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return sorted[rank - 1]!
}
