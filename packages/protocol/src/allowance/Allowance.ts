/**
 * One allowance as it stands at a moment, read from the module's `getTokenAllowance` (docs/spending-limits.md): what
 * the beneficiary may still move, and when that refills.
 */
export interface Allowance {
  /** The most that may be spent per period (or in all, for a one-time allowance), in the token's base units. */
  amount: bigint
  /** What has been spent in the current period. */
  spent: bigint
  /** `amount - spent`, never below zero. */
  remaining: bigint
  /** The period in minutes; 0 for a one-time allowance. */
  resetMinutes: number
  /** Minutes since the epoch at which the current period began. */
  lastResetMinute: number
  /** The nonce the next transfer is signed with. */
  nonce: number
  /** When the spent amount next returns to zero; null for a one-time allowance. */
  resetsAt: Date | null
}
