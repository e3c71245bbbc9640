import type { Address, Hash } from 'viem'

/** State of a Safe as its events define it (mirrors a safe_states row). */
export type SafeState = {
  /** getOwners() order: a newly added owner is at the head, a swapped-in owner takes the old owner's place. */
  owners: Address[]
  threshold: number
  /** Next nonce to execute. */
  nonce: bigint
  /** getModulesPaginated() order (newest first). */
  modules: Address[]
  guard: Address | null
  fallbackHandler: Address | null
  singleton: Address | null
  version: string | null
  updatedBlock: number
  /**
   * The owner removed by the previous log, if that log was a RemovedOwner: swapOwner emits RemovedOwner(old) then
   * AddedOwner(new) and the new owner takes the old one's slot. Transient; never stored.
   */
  lastRemoved?: { txHash: Hash; logIndex: number; index: number }
  /**
   * The transaction of the last SafeMultiSigTransaction, whose nonce is applied already: its ExecutionSuccess/Failure
   * must not move the nonce again. Transient; never stored.
   */
  lastL2Execution?: Hash
}

/** Lookups a reducer may need that do not come from the event itself. */
export type ReduceEnv = {
  /** VERSION() of a singleton (master copy), null if unknown. */
  versionOf(singleton: Address): string | null
}
