import type { Address } from 'viem'

/**
 * A call of a Safe to the Allowance module that changes who may move its funds without the owners' signatures
 * (docs/spending-limits.md). `resetMinutes` 0 is a one-time allowance; amounts are in the token's base units and
 * `token` zero is the native coin.
 */
export type AllowanceChange =
  | { type: 'ADD_DELEGATE'; delegate: Address }
  | { type: 'REMOVE_DELEGATE'; delegate: Address; removeAllowances: boolean }
  | { type: 'SET_ALLOWANCE'; delegate: Address; token: Address; amount: bigint; resetMinutes: number }
  | { type: 'RESET_ALLOWANCE'; delegate: Address; token: Address }
  | { type: 'DELETE_ALLOWANCE'; delegate: Address; token: Address }
