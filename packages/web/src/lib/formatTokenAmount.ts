import { formatUnits } from 'viem'

/**
 * How an amount is written (docs/look-and-feel.md §8):
 * - `standard`: every whole digit, grouped, and at most six fraction digits, cut (never rounded up); a non-zero amount
 *   below 0.000001 reads `< 0.000001`, never `0`.
 * - `compact`: as `standard` below one million; from there three significant digits with the locale's suffix
 *   (`1.23M`, `4.56B`, `7.89T`), and from 10^15 on scientific notation (`1.15E59`), always cut. Only where the exact
 *   figure is one hover or focus away (`components/TokenAmount`).
 * - `exact`: every digit, grouped; what a review shows, where money moves.
 */
export type AmountNotation = 'standard' | 'compact' | 'exact'

/** Options of {@link formatTokenAmount}. */
export interface FormatTokenAmountOptions {
  notation?: AmountNotation | undefined
  /** A BCP 47 locale; `en-US` unless given. */
  locale?: string | undefined
}

/** Fraction digits `standard` shows; wallets show about this many. */
const MAX_FRACTION_DIGITS = 6
/** From here on `compact` writes "1.23M" instead of every digit. */
const COMPACT_FROM = 1_000_000n
/** From here on `compact` writes "1.15E59": the locales' suffixes stop at trillions ("999,000T" otherwise). */
const SCIENTIFIC_FROM = 10n ** 15n

/**
 * A raw on-chain amount (smallest unit, decimal string) as a readable number in `notation`: `1500000` with 6 decimals
 * is `1.5`. `decimals` null (unknown token), negative or not an integer counts as 0; a `raw` that is not an integer is
 * returned as it is.
 */
export function formatTokenAmount(
  raw: string,
  decimals: number | null,
  { notation = 'standard', locale = 'en-US' }: FormatTokenAmountOptions = {},
): string {
  let value: bigint
  try {
    value = BigInt(raw)
  } catch {
    return raw
  }
  const places = decimals !== null && Number.isSafeInteger(decimals) && decimals > 0 ? decimals : 0
  const negative = value < 0n
  const [whole = '0', fraction = ''] = formatUnits(negative ? -value : value, places).split('.')
  const sign = negative ? '-' : ''

  if (notation === 'compact' && BigInt(whole) >= COMPACT_FROM)
    return shortFormat(locale, BigInt(whole) >= SCIENTIFIC_FROM ? 'scientific' : 'compact').format(
      // A decimal string is formatted exactly (no float on the way), whatever its size.
      `${sign}${whole}.${fraction || '0'}` as Intl.StringNumericLiteral,
    )

  const shown = notation === 'exact' ? fraction : fraction.slice(0, MAX_FRACTION_DIGITS).replace(/0+$/, '')
  if (value !== 0n && whole === '0' && shown === '') {
    const smallest = writeDecimal('0', `${'0'.repeat(MAX_FRACTION_DIGITS - 1)}1`, locale)
    return negative ? `> -${smallest}` : `< ${smallest}`
  }
  return `${sign}${writeDecimal(whole, shown, locale)}`
}

/** How a locale writes numbers: its grouping of whole numbers, its decimal separator and its digits. */
interface LocaleNumbers {
  whole: Intl.NumberFormat
  separator: string
  digits: readonly string[]
}

const localeNumbers = new Map<string, LocaleNumbers>()
const shortFormats = new Map<string, Intl.NumberFormat>()

/** Three significant digits, cut, with the locale's suffix or as a power of ten. */
function shortFormat(locale: string, notation: 'compact' | 'scientific'): Intl.NumberFormat {
  const key = `${notation} ${locale}`
  let format = shortFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation, maximumSignificantDigits: 3, roundingMode: 'trunc' })
    shortFormats.set(key, format)
  }
  return format
}

function numbersOf(locale: string): LocaleNumbers {
  let numbers = localeNumbers.get(locale)
  if (!numbers) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
    numbers = { whole, separator, digits: Array.from({ length: 10 }, (_, digit) => whole.format(digit)) }
    localeNumbers.set(locale, numbers)
  }
  return numbers
}

/** `whole` grouped and `fraction` digit for digit, in the locale's digits and separators. */
function writeDecimal(whole: string, fraction: string, locale: string): string {
  const { whole: format, separator, digits } = numbersOf(locale)
  const localFraction = fraction.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit)
  return `${format.format(BigInt(whole))}${localFraction ? `${separator}${localFraction}` : ''}`
}
