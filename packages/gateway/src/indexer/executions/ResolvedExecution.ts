import type { DetailsUnavailable, SafeTx } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import type { ModuleCall } from './decodeSafeCall'

/** Why an execution's parameters could not be read (protocol detailsUnavailableSchema; describeUnavailableExecution). */
export type UnavailableReason = DetailsUnavailable

/**
 * What the indexer learnt about an execution log of an L1-singleton Safe (one without SafeMultiSigTransaction /
 * SafeModuleTransaction): the call that produced it, or why it is unknown. `nonce` is read from the chain.
 */
export type ResolvedExecution =
  | {
      kind: 'multisig'
      nonce: bigint
      tx: SafeTx
      signatures: Hex
      /** msg.sender of execTransaction. */
      executor: Address
      /** How the call was found: the transaction's own calldata, or its trace. */
      source: 'calldata' | 'trace'
    }
  | { kind: 'module'; call: ModuleCall; source: 'calldata' | 'trace' }
  | { kind: 'unavailable'; nonce: bigint | null; reason: UnavailableReason }
