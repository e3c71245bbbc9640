import { formatUnits } from 'viem'

/** Fraction digits shown for a token amount; wallets show about this many. */
const MAX_FRACTION_DIGITS = 6

/**
 * A raw on-chain amount (smallest unit, decimal string) as a readable number: `1500000` with 6 decimals is `1.5`,
 * grouped (`12,345.678901`) and cut (not rounded up) to 6 fraction digits. A non-zero amount below that shows as
 * `< 0.000001`, so it never reads as nothing. `decimals` null (unknown token) is treated as 0.
 */
export function formatTokenAmount(raw: string, decimals: number | null, locale = 'en-US'): string {
  let value: bigint
  try {
    value = BigInt(raw)
  } catch {
    return raw
  }
  const negative = value < 0n
  const [whole = '0', fraction = ''] = formatUnits(negative ? -value : value, decimals ?? 0).split('.')
  const shown = fraction.slice(0, MAX_FRACTION_DIGITS).replace(/0+$/, '')
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole))
  if (whole === '0' && shown === '' && value !== 0n) return `< 0.${'0'.repeat(MAX_FRACTION_DIGITS - 1)}1`
  const decimalSeparator = new Intl.NumberFormat(locale).formatToParts(1.1).find((p) => p.type === 'decimal')?.value
  return `${negative ? '-' : ''}${grouped}${shown ? `${decimalSeparator ?? '.'}${shown}` : ''}`
}
