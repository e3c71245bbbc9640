/** A figure with thousands separators and `digits` decimals (en-US), as every bench table prints them. */
export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}
