import type { DetailsUnavailable } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'

/**
 * An execution of an L1-singleton Safe whose call is unknown (docs/indexing.md §3.7): only what the logs prove. A
 * multisig one has its safeTxHash and the nonce read from the chain; a module one names its module.
 */
export type UnavailableExecutionRecord = {
  safe: Address
  txHash: Hex
  blockNumber: number
  logIndex: number
  isSuccessful: boolean
  executedAt: Date
  reason: DetailsUnavailable
} & ({ kind: 'MULTISIG'; safeTxHash: Hex; nonce: bigint } | { kind: 'MODULE'; module: Address })
