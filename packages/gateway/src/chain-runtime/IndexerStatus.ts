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
  /**
   * When the last step failed on the node's answer (another chain, a malformed, truncated or empty answer, a limit): a
   * sentence of ours saying so, safe to show (no URL, no node text). Cleared with lastError.
   */
  nodeProblem?: string
  /** False when another process holds this chain's indexing lock: this process only serves reads. */
  indexing?: boolean
}
