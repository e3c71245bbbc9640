import type { SignatureKind } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'

/** One owner's confirmation of a safeTxHash. */
export type ConfirmationRecord = {
  owner: Address
  /** The owner's encoded signature entry; null for an on-chain `approveHash`. */
  signature: Hex | null
  signatureType: SignatureKind
  submittedAt: Date
}

/** How and when a multisig transaction was executed. */
export type MultisigExecution = {
  txHash: Hex
  blockNumber: number
  executor: Address | null
  isSuccessful: boolean
  executedAt: Date
  /** Threshold in force at execution. */
  confirmationsRequired: number | null
}

/** A multisig transaction as stored: a proposal, an execution, or both (one per safeTxHash). */
export type MultisigTransactionRecord = {
  safe: Address
  safeTxHash: Hex
  to: Address
  value: bigint
  data: Hex
  operation: 0 | 1
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  nonce: bigint
  proposer: Address | null
  proposedByDelegate: Address | null
  origin: string | null
  trusted: boolean
  submittedAt: Date
  modifiedAt: Date
  execution: MultisigExecution | null
  confirmations: ConfirmationRecord[]
}
