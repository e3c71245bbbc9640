import { InvalidInputError } from '../errors'
import type { Allowance } from './Allowance'

/**
 * Whether a beneficiary may move `amount` now, by the module's rule (spent + amount must grow and stay within the
 * amount). Returns nothing when it may.
 * @throws {InvalidInputError} with a sentence for the screen: a zero amount, or more than is left.
 */
export function checkAllowanceSpend(allowance: Allowance, amount: bigint, describe: (value: bigint) => string): void {
  if (amount <= 0n) throw new InvalidInputError('Enter an amount greater than zero.', { details: { amount } })
  if (amount > allowance.remaining) {
    const refill = allowance.resetsAt ? ` It refills on ${allowance.resetsAt.toUTCString()}.` : ''
    throw new InvalidInputError(
      `That is more than your allowance leaves: you can spend up to ${describe(allowance.remaining)}.${refill} Lower the amount, or ask the owners for a transaction.`,
      { details: { amount, remaining: allowance.remaining } },
    )
  }
}
