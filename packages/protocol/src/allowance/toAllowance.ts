import { InvalidInputError } from '../errors'
import type { Allowance } from './Allowance'

const UINT96 = 2n ** 96n
const UINT32 = 2n ** 32n
const UINT16 = 2n ** 16n

/**
 * An allowance as it stands at `now`, from the five words of the module's `getTokenAllowance` (amount, spent,
 * resetTimeMin, lastResetMin, nonce). The module refills a periodic allowance lazily: when a whole period has passed
 * since `lastResetMin`, spent counts as zero and the period start moves to the last whole period before now; this
 * applies the same rule, so words read some minutes ago still give today's figures.
 * @throws {InvalidInputError} for words outside the module's field widths (a node that answers something else).
 */
export function toAllowance(words: readonly bigint[], now: Date): Allowance {
  if (words.length !== 5) throw new InvalidInputError('An allowance has five words.', { details: { words } })
  const [amount, storedSpent, resetTime, storedLastReset, nonce] = words as [bigint, bigint, bigint, bigint, bigint]
  const widths: [bigint, bigint][] = [
    [amount, UINT96],
    [storedSpent, UINT96],
    [resetTime, UINT16],
    [storedLastReset, UINT32],
    [nonce, UINT16],
  ]
  if (widths.some(([word, limit]) => word < 0n || word >= limit))
    throw new InvalidInputError('The allowance read from the module is out of range.', { details: { words } })
  const currentMinute = BigInt(Math.floor(now.getTime() / 60_000))
  let spent = storedSpent
  let lastReset = storedLastReset
  if (resetTime > 0n && lastReset + resetTime <= currentMinute) {
    spent = 0n
    lastReset = currentMinute - ((currentMinute - lastReset) % resetTime)
  }
  return {
    amount,
    spent,
    remaining: amount > spent ? amount - spent : 0n,
    resetMinutes: Number(resetTime),
    lastResetMinute: Number(lastReset),
    nonce: Number(nonce),
    resetsAt: resetTime === 0n ? null : new Date(Number(lastReset + resetTime) * 60_000),
  }
}
