import { StrongroomError } from '@strongroom/protocol'

/**
 * A finite non-negative number in plain decimal notation: `3000`, `0.92`, `0.0000001` (never `1e-7`), so it can be
 * parsed into fixed point exactly as written. Prices come as JSON numbers from the config and from price APIs.
 */
export function toDecimalString(value: number): string {
  if (!Number.isFinite(value) || value < 0)
    throw new StrongroomError('A price must be a finite non-negative number.', { details: { value } })
  // 20 fraction digits is the most toLocaleString allows; enough for any price a double carries meaningfully.
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}
