import type { NodeLimit } from '@strongroom/protocol'

/** Progress of one chain's indexer, as GET /health reports it. */
export type IndexerStatus = {
  chainId: string
  /** Latest block number the RPC reported (null before the first successful call). */
  headBlock: number | null
  /** Last block whose data is fully in the database (null before the first range; startBlock - 1 means none). */
  indexedBlock: number | null
  /** headBlock - indexedBlock (null while either is unknown). */
  lagBlocks: number | null
  /** True while catching up (more than one polling step behind the head) or not yet started. */
  syncing: boolean
  /** Message of the last failed step; cleared by the next successful one. */
  lastError?: string
  /** False when another process holds this chain's indexing lock: this process only serves reads. */
  indexing?: boolean
  /** What the chain's node was found not to serve (the Safe indexing status names it; docs/rpc-providers.md §6). */
  nodeLimits?: readonly NodeLimit[]
}
