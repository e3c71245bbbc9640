/** Least-squares slope of `y` over `x` (units of y per unit of x); 0 for fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length
  let covariance = 0
  let variance = 0
  for (const point of points) {
    covariance += (point.x - meanX) * (point.y - meanY)
    variance += (point.x - meanX) ** 2
  }
  return variance === 0 ? 0 : covariance / variance
}
