import type { NodeLimit } from '@strongroom/protocol'
import type { Address, PublicClient } from 'viem'
import type { ChainConfig } from '../config'
import type { IndexerStatus } from './IndexerStatus'

/** What the HTTP layer may ask of a running indexer. */
export type IndexerControl = {
  /**
   * Starts indexing a Safe given by address (not created through a known factory) and backfills its history. A
   * client's request (`origin`) is admitted within the chain's bounds (docs/rpc-providers.md §4) and otherwise refused
   * with a TooManyRequestsError; the gateway's own additions (no origin) are not counted. A signed-in owner's Safe
   * (`owner`) goes first. Resolves once the Safe is followed; its older history is backfilled after.
   */
  addSafe(address: Address, origin?: { clientKey: string; owner?: boolean }): Promise<void>
  /** Resolves once every block up to `blockNumber` is indexed (rejects when the indexer stops first). */
  waitForBlock(blockNumber: number): Promise<void>
  /** Whether the Safe waits in the indexer's queue, not yet followed (its indexing status is `queued`). */
  isQueued(address: Address): boolean
}

/** One configured chain at run time: its settings, an RPC client and its indexer's progress. */
export type ChainRuntime = {
  config: ChainConfig
  /** viem client with JSON-RPC batching (WebSocket when rpcUrl is ws(s)://). */
  client: PublicClient
  status(): IndexerStatus
  /** What the chain's node has shown it cannot serve (docs/rpc-providers.md §7), in a fixed order. */
  nodeLimits(): NodeLimit[]
  /** Present only in the process that holds the chain's indexing lock. */
  indexer?: IndexerControl
}
