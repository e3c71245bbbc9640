import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../chain-runtime/ChainRuntime'
import type { IndexerStatus } from '../chain-runtime/IndexerStatus'
import type { ChainConfig } from '../config'
import type { Logger } from '../createLogger'
import type { Database, DbLock } from '../db/Db'
import { ChainIndexer, type RangeIndexed } from './ChainIndexer'
import type { NodeLimits } from './fetch/NodeLimits'
import { readCheckpoint } from './progress/chainCheckpoint'

export type ChainSupervisorOptions = {
  chain: ChainConfig
  client: PublicClient
  db: Database
  logger: Logger
  /** What the chain's client learns about its node (docs/rpc-providers.md §7); none learned without it. */
  nodeLimits?: NodeLimits
  /** How often a process without the indexing lock tries to take it (and refreshes its status). */
  lockRetryMs?: number
  onRangeIndexed?: (range: RangeIndexed) => void
}

/**
 * Runs a chain's indexer only in the process that holds the chain's advisory lock (pg_try_advisory_lock), so any
 * number of gateway processes can share one Postgres database: one indexes, all serve reads. The others retry the
 * lock periodically and take over when the holder goes away; meanwhile they report progress from the checkpoint.
 */
export class ChainSupervisor {
  /** What the HTTP layer gets for this chain; `indexer` is set only while this process holds the lock. */
  readonly runtime: ChainRuntime
  private indexer: ChainIndexer | null = null
  private lock: DbLock | null = null
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private observed: IndexerStatus
  private attempt: Promise<void> = Promise.resolve()

  constructor(private readonly options: ChainSupervisorOptions) {
    const chainId = options.chain.chainId
    this.observed = { chainId, headBlock: null, indexedBlock: null, lagBlocks: null, syncing: true, indexing: false }
    const supervisor = this
    this.runtime = {
      config: options.chain,
      client: options.client,
      status: () => supervisor.indexer?.status() ?? supervisor.observed,
      nodeLimits: () => options.nodeLimits?.list() ?? [],
      get indexer() {
        return supervisor.indexer ?? undefined
      },
    }
  }

  /** Takes the lock now if free, else keeps trying in the background. */
  async start(): Promise<void> {
    this.stopped = false
    await this.tryTakeOver()
  }

  /** Stops indexing (if running), releases the lock and stops retrying. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.attempt
    await this.indexer?.stop()
    this.indexer = null
    await this.lock?.release()
    this.lock = null
  }

  private tryTakeOver(): Promise<void> {
    this.attempt = this.takeOver()
    return this.attempt
  }

  private async takeOver(): Promise<void> {
    const { chain, db, logger } = this.options
    if (this.stopped) return
    try {
      const lock = await db.tryLock(`strongroom:indexer:${chain.chainId}`)
      if (this.stopped) {
        await lock?.release()
        return
      }
      if (lock) {
        this.lock = lock
        lock.onLost(() => void this.lost())
        this.indexer = new ChainIndexer({
          chain,
          client: this.options.client,
          db,
          logger,
          ...(this.options.onRangeIndexed ? { onRangeIndexed: this.options.onRangeIndexed } : {}),
        })
        this.indexer.start()
        logger.info({ chainId: chain.chainId }, 'indexing lock taken; indexing this chain')
        return
      }
      await this.observe()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // Health answers a sentence instead of this text (it can hold the node's URL): the log is where it is read.
      logger.warn({ chainId: chain.chainId, error: message }, 'observing the indexing progress failed; retrying')
      this.observed = { ...this.observed, lastError: message }
    }
    this.schedule()
  }

  private schedule(): void {
    if (this.stopped) return
    this.timer = setTimeout(() => void this.tryTakeOver(), this.options.lockRetryMs ?? 5_000)
    this.timer.unref()
  }

  private async lost(): Promise<void> {
    this.options.logger.error({ chainId: this.options.chain.chainId }, 'indexing lock lost; indexing paused')
    const indexer = this.indexer
    this.indexer = null
    this.lock = null
    await indexer?.stop()
    this.schedule()
  }

  /** Progress as the lock holder reports it through the checkpoint, for GET /health on the other processes. */
  private async observe(): Promise<void> {
    const { chain, db, client } = this.options
    const [head, nextBlock] = await Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      readCheckpoint(db, chain.chainId),
    ])
    const headBlock = Number(head)
    const indexedBlock = nextBlock === null ? null : nextBlock - 1
    const lagBlocks = indexedBlock === null ? null : Math.max(0, headBlock - indexedBlock)
    this.observed = {
      chainId: chain.chainId,
      headBlock,
      indexedBlock,
      lagBlocks,
      syncing: lagBlocks === null || lagBlocks > 2,
      indexing: false,
    }
  }
}
