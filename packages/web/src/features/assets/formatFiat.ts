/**
 * A fiat amount (a plain decimal string from the gateway, such as `"1234.5"`) in `currency`, as `$1,234.50`. A code
 * Intl does not know as a currency (crypto tickers of the price provider, such as `BTC`) is written after the number.
 */
export function formatFiat(value: string, currency: string, locale = 'en-US'): string {
  const amount = Number(value)
  if (!Number.isFinite(amount)) return `${value} ${currency}`
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
    }).format(amount)
  } catch {
    // RangeError: not a well-formed ISO 4217 code.
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(amount)
    return `${number} ${currency}`
  }
}
