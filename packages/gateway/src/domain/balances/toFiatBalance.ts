import { formatUnits, parseUnits } from 'viem'

/** Fixed-point scale of fiat arithmetic: prices carry at most 20 fraction digits (toDecimalString). */
export const FIAT_SCALE = 20

/**
 * Value of `balance` smallest units of a token with `decimals` at `price` per whole token, as a fixed-point integer
 * of scale {@link FIAT_SCALE} (rounded down). Exact integer arithmetic: `Number` would lose 18-decimal balances.
 * Zero without a price or without decimals (the amount of a whole token is then unknown).
 */
export function toFiatBalance(balance: bigint, decimals: number | null, price: string | null): bigint {
  if (price === null || decimals === null) return 0n
  return (balance * parseUnits(price, FIAT_SCALE)) / 10n ** BigInt(decimals)
}

/** A fixed-point fiat amount as the wire writes it: plain decimal, no exponent, no trailing zeros (`"4500"`). */
export function formatFiat(value: bigint): string {
  return formatUnits(value, FIAT_SCALE)
}
