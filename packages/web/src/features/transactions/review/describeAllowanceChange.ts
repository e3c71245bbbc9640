import { type AllowanceChange, fromResetMinutes } from '@strongroom/protocol'
import type { Address } from 'viem'

/** Tokens in words: an amount in its units and symbol where known (else base units of the token's address), a token by its symbol. */
export interface TokenWords {
  amount: (token: Address, raw: bigint) => string
  token: (token: Address) => string
}

/** How often an allowance refills, in words: "refilled every 2 days", "once, never refilled". */
export function describeResetPeriod(resetMinutes: number): string {
  const period = fromResetMinutes(resetMinutes)
  if (period.unit === 'once') return 'once, never refilled'
  const unit = period.count === 1 ? period.unit.slice(0, -1) : period.unit
  return `refilled every ${period.count === 1 ? '' : `${period.count} `}${unit}`
}

/** An Allowance module call in a sentence (addresses in full: the owner compares them; docs/spending-limits.md). */
export function describeAllowanceChange(change: AllowanceChange, words: TokenWords): string {
  switch (change.type) {
    case 'ADD_DELEGATE':
      return `Registers ${change.delegate} as a beneficiary of spending limits.`
    case 'REMOVE_DELEGATE':
      return `Removes the beneficiary ${change.delegate}${change.removeAllowances ? ' and all its allowances' : ''}.`
    case 'SET_ALLOWANCE':
      return `Lets ${change.delegate} spend up to ${words.amount(change.token, change.amount)} without the owners, ${describeResetPeriod(change.resetMinutes)}.`
    case 'RESET_ALLOWANCE':
      return `Resets what ${change.delegate} has spent of ${words.token(change.token)} to zero.`
    case 'DELETE_ALLOWANCE':
      return `Removes the allowance of ${change.delegate} for ${words.token(change.token)}.`
  }
}
