import type { Address, Hex } from 'viem'

/** A call a module made through `execTransactionFromModule` (SafeModuleTransaction event). */
export type ModuleTransactionRecord = {
  safe: Address
  module: Address
  to: Address
  value: bigint
  data: Hex
  operation: 0 | 1
  isSuccessful: boolean
  executedAt: Date
  txHash: Hex
  blockNumber: number
  /** Of the SafeModuleTransaction log. */
  logIndex: number
}
