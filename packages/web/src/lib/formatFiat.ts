import type { AmountNotation } from './formatTokenAmount'

/** Options of {@link formatFiat}. */
export interface FormatFiatOptions {
  /** `compact` ("$1.23M") only where the figure in full is one hover or focus away; `exact` is `standard` here. */
  notation?: AmountNotation | undefined
  /** A BCP 47 locale; `en-US` unless given. */
  locale?: string | undefined
}

/** Where `compact` starts to shorten a value, as it does for token amounts (docs/look-and-feel.md §8). */
const COMPACT_FROM = 1_000_000

/**
 * A fiat amount (a plain decimal string from the gateway, such as `"1234.5"`) in `currency`, as `$1,234.50`. A code
 * Intl does not know as a currency (crypto tickers of the price provider, such as `BTC`) is written after the number,
 * with up to 8 decimals. A value above zero too small to show reads `< $0.01` (`< 0.00000001 BTC`), never as nothing.
 */
export function formatFiat(
  value: string,
  currency: string,
  { notation = 'standard', locale = 'en-US' }: FormatFiatOptions = {},
): string {
  const amount = Number(value)
  if (!Number.isFinite(amount)) return `${value} ${currency}`
  const compact = notation === 'compact' && Math.abs(amount) >= COMPACT_FROM
  let format: Intl.NumberFormat
  let suffix = ''
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(compact
        ? { notation: 'compact', maximumSignificantDigits: 3 }
        : { maximumFractionDigits: 2, minimumFractionDigits: 2 }),
    })
  } catch {
    // RangeError: not a well-formed ISO 4217 code.
    format = new Intl.NumberFormat(
      locale,
      compact ? { notation: 'compact', maximumSignificantDigits: 3 } : { maximumFractionDigits: 8 },
    )
    suffix = ` ${currency}`
  }
  const smallest = 10 ** -(format.resolvedOptions().maximumFractionDigits ?? 2)
  if (amount > 0 && amount < smallest) return `< ${format.format(smallest)}${suffix}`
  return `${format.format(amount)}${suffix}`
}
