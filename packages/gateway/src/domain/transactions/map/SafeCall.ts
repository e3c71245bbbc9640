import type { Address, Hex } from 'viem'

/** The call a Safe makes: what multisig and module transactions have in common. */
export type SafeCall = { to: Address; value: bigint; data: Hex; operation: 0 | 1 }

/** Size of the call data in bytes (`(hexLength - 2) / 2`, CGW's `dataSize`). */
export function dataSizeOf(data: Hex): number {
  return (data.length - 2) / 2
}
