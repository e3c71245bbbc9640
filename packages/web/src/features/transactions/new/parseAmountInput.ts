import { parseUnits } from 'viem'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'

/** The amount typed for a transfer, in the token's smallest unit, or a sentence saying what is wrong with it. */
export type AmountInputResult = { amount: bigint; error?: undefined } | { amount?: undefined; error: string }

/**
 * Reads an amount typed for `symbol` (decimal notation, `.` as separator, no grouping) with viem `parseUnits`, after
 * checking what `parseUnits` would silently round: more fraction digits than the token has. The amount must be above
 * zero and at most `balance` (what the Safe holds, smallest unit).
 */
export function parseAmountInput(
  input: string,
  { decimals, balance, symbol }: { decimals: number; balance: bigint; symbol: string },
): AmountInputResult {
  const text = input.trim()
  if (text === '') return { error: 'Enter an amount.' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    return { error: 'Enter the amount as a plain number, such as 1.5 (a dot before the decimals, no commas).' }
  const fraction = match[2] ?? ''
  if (fraction.length > decimals)
    return {
      error:
        decimals === 0
          ? `${symbol} has no decimals: enter a whole number.`
          : `${symbol} has ${decimals} decimals: this amount has ${fraction.length}.`,
    }
  const amount = parseUnits(`${match[1] || '0'}.${fraction || '0'}`, decimals)
  if (amount === 0n) return { error: 'Enter an amount greater than 0.' }
  if (amount > balance)
    return {
      error: `The Safe holds only ${formatTokenAmount(balance.toString(), decimals, { notation: 'exact' })} ${symbol}: enter that or less.`,
    }
  return { amount }
}
