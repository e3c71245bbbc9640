import { InvalidInputError, StrongroomError } from '@strongroom/protocol'
import { type Address, getAddress, isAddress, type PublicClient } from 'viem'
import type { ChainConfig } from '../config'
import type { Db } from '../db/Db'
import { insertRows } from '../db/insertRows'
import type { IndexerControl } from '../runtime/ChainRuntime'
import type { Logger } from '../runtime/createLogger'
import type { IndexerStatus } from '../runtime/IndexerStatus'
import { BlockRangeSizer } from './BlockRangeSizer'
import { type FetchRangeOptions, fetchRange, type RangeData } from './fetchRange'
import { findForkBlock } from './findForkBlock'
import { IndexerError } from './IndexerError'
import { isPlausibleSafeSetup } from './isPlausibleSafeSetup'
import { readSafeSnapshot } from './readSafeSnapshot'
import { recomputeSafeStates } from './recomputeSafeStates'
import { rewindChain } from './rewindChain'
import { SingletonVersions } from './SingletonVersions'
import { writeRange } from './writeRange'

/** Name of the (single) checkpoint of a chain: Safe events and token transfers advance together. */
export const INDEXER_NAME = 'safes'

/** Longest pause between retries of a failing step. */
const MAX_BACKOFF_MS = 30_000
/** How often catch-up progress is logged. */
const PROGRESS_EVERY_MS = 5_000
/**
 * A range starting this close to the head is live: its events send push notifications. A catch-up's ranges, the last
 * one included (it ends at the head but holds old blocks), notify nobody.
 */
const NOTIFY_WITHIN_BLOCKS = 10

type TimedRange = { data: RangeData; ms: number }

async function timedFetch(options: FetchRangeOptions): Promise<TimedRange> {
  const started = Date.now()
  const data = await fetchRange(options)
  return { data, ms: Date.now() - started }
}

export type RangeIndexed = {
  from: number
  to: number
  events: number
  transfers: number
  /** Reading the chain. */
  fetchMs: number
  /** The database transaction. */
  writeMs: number
  elapsedMs: number
}

export type ChainIndexerOptions = {
  chain: ChainConfig
  client: PublicClient
  db: Db
  logger: Logger
  /** Called after each range is committed (progress, tests). */
  onRangeIndexed?: (range: RangeIndexed) => void
}

type Job = { address: Address; resolve: () => void; reject: (error: unknown) => void }
type Waiter = { blockNumber: number; resolve: () => void; reject: (error: unknown) => void }

/**
 * Indexes one chain into the database: catches up from the checkpoint with adaptive eth_getLogs ranges, then follows
 * the head by polling. Each range is written in one transaction with its checkpoint, so a killed process resumes
 * where it stopped without losing or doubling rows. Before every step the stored recent block hashes are compared
 * with the chain; on a mismatch the indexer rewinds to the fork and replays. Safes added by address are backfilled
 * between two steps. Only one process may run it per chain (the caller holds the advisory lock).
 */
export class ChainIndexer implements IndexerControl {
  private readonly chainId: string
  private readonly sizer: BlockRangeSizer
  private readonly versions: SingletonVersions
  private readonly indexedSafes = new Set<Address>()
  private readonly knownTokens = new Set<Address>()
  private readonly trustedTokens: ReadonlySet<Address>
  private nextBlock: number | null = null
  private headBlock: number | null = null
  private lastError: string | undefined
  private running: Promise<void> | null = null
  private stopping = false
  private failed: unknown = null
  private jobs: Job[] = []
  private waiters: Waiter[] = []
  private wake: (() => void) | null = null
  private progress = { startedAt: 0, startBlock: 0, lastLogAt: 0, caughtUp: false }
  /** The next range, read while the previous one is written (catch-up pipelining); dropped on any other step. */
  private prefetched: { from: number; read: Promise<TimedRange> } | null = null

  constructor(private readonly options: ChainIndexerOptions) {
    this.chainId = options.chain.chainId
    this.sizer = new BlockRangeSizer(options.chain.indexer.initialBlockRange, options.chain.indexer.maxBlockRange)
    this.versions = new SingletonVersions(options.client)
    this.trustedTokens = new Set(options.chain.trustedTokens)
  }

  /** Starts the loop in the background (idempotent). */
  start(): void {
    this.running ??= this.run()
  }

  /** Finishes the current step, then stops; pending waits and Safe additions are rejected. */
  async stop(): Promise<void> {
    this.stopping = true
    this.wake?.()
    await this.running
    this.rejectPending(new IndexerError('The indexer stopped.', { retryable: false }))
  }

  status(): IndexerStatus {
    const indexedBlock = this.nextBlock === null ? null : this.nextBlock - 1
    const lagBlocks =
      this.headBlock === null || indexedBlock === null ? null : Math.max(0, this.headBlock - indexedBlock)
    return {
      chainId: this.chainId,
      headBlock: this.headBlock,
      indexedBlock,
      lagBlocks,
      syncing: lagBlocks === null || lagBlocks > 2,
      ...(this.lastError ? { lastError: this.lastError } : {}),
      indexing: this.running !== null && !this.stopping && this.failed === null,
    }
  }

  addSafe(address: Address): Promise<void> {
    if (!isAddress(address, { strict: false }))
      return Promise.reject(new InvalidInputError('Not an address.', { details: { address } }))
    const safe = getAddress(address)
    if (this.indexedSafes.has(safe)) return Promise.resolve()
    if (this.stopping || this.failed)
      return Promise.reject(new IndexerError('The indexer is not running.', { retryable: false }))
    return new Promise((resolve, reject) => {
      this.jobs.push({ address: safe, resolve, reject })
      this.wake?.()
    })
  }

  waitForBlock(blockNumber: number): Promise<void> {
    if (this.nextBlock !== null && this.nextBlock > blockNumber) return Promise.resolve()
    if (this.stopping || this.failed)
      return Promise.reject(new IndexerError('The indexer is not running.', { retryable: false }))
    return new Promise((resolve, reject) => this.waiters.push({ blockNumber, resolve, reject }))
  }

  private async run(): Promise<void> {
    let failures = 0
    while (!this.stopping) {
      try {
        if (this.nextBlock === null) await this.init()
        const advanced = await this.step()
        failures = 0
        this.lastError = undefined
        if (!advanced) await this.sleep(this.options.chain.indexer.pollingIntervalMs)
      } catch (error) {
        this.lastError = error instanceof Error ? error.message : String(error)
        if (error instanceof IndexerError && !error.retryable) {
          this.failed = error
          this.options.logger.error({ chainId: this.chainId, error: describe(error) }, 'indexer stopped on an error')
          this.rejectPending(error)
          return
        }
        failures++
        this.sizer.failed()
        const backoff = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(failures, 8))
        this.options.logger.warn(
          { chainId: this.chainId, error: describe(error), retryInMs: backoff, rangeSize: this.sizer.size },
          'indexer step failed; retrying',
        )
        await this.sleep(backoff)
      }
    }
  }

  /** Checks the chain, creates the checkpoint at startBlock if needed and loads what is already indexed. */
  private async init(): Promise<void> {
    const { db, client, chain } = this.options
    const rpcChainId = await client.getChainId()
    if (String(rpcChainId) !== this.chainId)
      throw new IndexerError(`The RPC of chain ${this.chainId} serves chain ${rpcChainId}.`, {
        retryable: false,
        details: { configured: this.chainId, rpc: rpcChainId },
      })
    await db.query(
      `insert into indexer_checkpoints (chain_id, indexer, next_block) values ($1, $2, $3) on conflict do nothing`,
      [this.chainId, INDEXER_NAME, chain.startBlock],
    )
    await this.reloadKnown()
    const [checkpoint] = await db.query<{ next_block: number }>(
      'select next_block from indexer_checkpoints where chain_id = $1 and indexer = $2',
      [this.chainId, INDEXER_NAME],
    )
    this.nextBlock = checkpoint!.next_block
    // Waits registered before the checkpoint was read may be satisfied by it already (a restart at the head).
    this.resolveWaiters()
    this.progress = { startedAt: Date.now(), startBlock: this.nextBlock, lastLogAt: Date.now(), caughtUp: false }
  }

  private async reloadKnown(): Promise<void> {
    const { db } = this.options
    const safes = await db.query<{ address: Address }>('select address from safes where chain_id = $1', [this.chainId])
    this.indexedSafes.clear()
    for (const row of safes) this.indexedSafes.add(row.address)
    const tokens = await db.query<{ address: Address }>('select address from tokens where chain_id = $1', [
      this.chainId,
    ])
    for (const row of tokens) this.knownTokens.add(row.address)
  }

  /** One unit of work; true when it moved (so the loop continues without sleeping). */
  private async step(): Promise<boolean> {
    const { client, db, chain } = this.options
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    this.headBlock = head
    const next = this.nextBlock!

    const fork = await findForkBlock({
      db,
      client,
      chainId: this.chainId,
      nextBlock: next,
      headBlock: head,
      startBlock: chain.startBlock,
    })
    if (fork !== null) {
      this.dropPrefetched()
      await this.rewind(fork)
      return true
    }

    // Safes added by address are backfilled up to the last indexed block, so wait until there is one.
    if (this.jobs.length > 0 && (next - 1 >= chain.startBlock || head < chain.startBlock)) {
      this.dropPrefetched()
      await this.runJob(this.jobs.shift()!)
      return true
    }

    if (next > head) {
      this.logCaughtUp(head)
      return false
    }
    const to = Math.min(next + this.sizer.size - 1, head)
    await this.indexRange(next, to)
    return true
  }

  private fetchOptions(from: number, to: number): FetchRangeOptions {
    return {
      client: this.options.client,
      from,
      to,
      indexedSafes: this.indexedSafes,
      knownTokens: this.knownTokens,
      versions: this.versions,
    }
  }

  /**
   * Reads `from`–`to` (or takes the range read ahead from `from`) and, while it is written, reads the next range ahead:
   * during a catch-up the node serves the next logs while this process writes, instead of each waiting for the other.
   * The next range's filters include the Safes this range creates; anything else that changes what must be read (a
   * Safe added by address, a reorg, a failure) drops it.
   */
  private async indexRange(from: number, to: number): Promise<void> {
    const started = Date.now()
    const ahead = this.prefetched?.from === from ? this.prefetched.read : null
    this.prefetched = null
    let data: RangeData
    try {
      const read = await (ahead ?? timedFetch(this.fetchOptions(from, to)))
      data = read.data
      // The node's side of the range decides its next size (the transaction service's rule times eth_getLogs).
      this.sizer.succeeded(data.to - data.from + 1, read.ms)
    } catch (error) {
      this.dropPrefetched()
      throw error
    }
    to = data.to
    const fetched = Date.now()
    const head = this.headBlock ?? to
    if (to < head) {
      const nextTo = Math.min(to + this.sizer.size, head)
      const indexedSafes = new Set([...this.indexedSafes, ...data.newSafes])
      const knownTokens = new Set([...this.knownTokens, ...data.tokens.map((token) => token.address)])
      const read = timedFetch({ ...this.fetchOptions(to + 1, nextTo), indexedSafes, knownTokens })
      read.catch(() => undefined) // awaited (and its error handled) by the next step, or dropped
      this.prefetched = { from: to + 1, read }
    }
    try {
      await this.writeRangeData(data, from, to)
    } catch (error) {
      this.dropPrefetched()
      throw error
    }
    this.committed(data)
    const elapsedMs = Date.now() - started
    this.nextBlock = to + 1
    this.resolveWaiters()
    this.logProgress(to)
    this.options.onRangeIndexed?.({
      from,
      to,
      events: data.events.length,
      transfers: data.tokenTransfers.length,
      fetchMs: fetched - started,
      writeMs: Date.now() - fetched,
      elapsedMs,
    })
  }

  /** Writes a fetched range with its checkpoint in one transaction. */
  private async writeRangeData(data: RangeData, from: number, to: number): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      // The range must continue the chain we stored; if block from-1 changed meanwhile, the next step rewinds.
      const [previous] = await tx.query<{ hash: string }>(
        'select hash from blocks where chain_id = $1 and number = $2',
        [this.chainId, from - 1],
      )
      const first = data.headers.get(from)
      if (previous && first && previous.hash !== first.parentHash)
        throw new IndexerError(`Block ${from} does not extend the stored block ${from - 1}.`, {
          retryable: true,
          details: { from },
        })
      await writeRange(tx, {
        chainId: this.chainId,
        data,
        indexedSafes: new Set([...this.indexedSafes, ...data.newSafes]),
        trustedTokens: this.trustedTokens,
        versions: this.versions,
        logger: this.options.logger,
        notify: this.headBlock !== null && this.headBlock - from <= NOTIFY_WITHIN_BLOCKS,
      })
      const moved = await tx.query(
        `update indexer_checkpoints set next_block = $3, updated_at = now()
         where chain_id = $1 and indexer = $2 and next_block = $4 returning next_block`,
        [this.chainId, INDEXER_NAME, to + 1, from],
      )
      // Someone else moved the checkpoint: two indexers on one chain. Never write over each other.
      if (moved.length !== 1)
        throw new IndexerError('The checkpoint was moved by another process.', {
          retryable: false,
          details: { from, to },
        })
      // Keep the last reorgDepth headers (and the newest older one as an anchor for deep reorgs).
      await tx.query(
        `delete from blocks where chain_id = $1 and number < (
           select max(number) from blocks where chain_id = $1 and number < $2)`,
        [this.chainId, to - this.options.chain.indexer.reorgDepth],
      )
    })
  }

  private dropPrefetched(): void {
    this.prefetched = null
  }

  private committed(data: RangeData): void {
    for (const safe of data.newSafes) this.indexedSafes.add(safe)
    for (const token of data.tokens) this.knownTokens.add(token.address)
  }

  private async rewind(fork: number): Promise<void> {
    const { db, logger } = this.options
    logger.warn({ chainId: this.chainId, fork, indexedBlock: this.nextBlock! - 1 }, 'reorg detected; rewinding')
    const readd = await db.transaction((tx) =>
      rewindChain(tx, { chainId: this.chainId, fork, indexer: INDEXER_NAME, versions: this.versions }),
    )
    this.nextBlock = fork
    await this.reloadKnown()
    for (const address of readd) this.jobs.push({ address, resolve: () => {}, reject: () => {} })
  }

  private async runJob(job: Job): Promise<void> {
    try {
      if (!this.indexedSafes.has(job.address)) await this.backfillSafe(job.address)
      job.resolve()
    } catch (error) {
      // A bad address fails only its caller; RPC or database trouble fails the step too (retried).
      job.reject(error)
      if (!(error instanceof InvalidInputError)) throw error
    }
  }

  /**
   * Indexes a Safe given by address: reads its logs (and the ProxyCreation naming it) from startBlock to the last
   * indexed block. With a SafeSetup in there, its initial state comes from it; otherwise from a snapshot of the
   * chain at the last indexed block. Everything is written in one transaction; later blocks come from the main loop.
   */
  private async backfillSafe(address: Address): Promise<void> {
    const { client, db, chain, logger } = this.options
    const until = this.nextBlock! - 1
    // A Safe newer than the indexed blocks is read at the head; the main loop then skips what that state contains.
    const deployed = Boolean(await client.getCode({ address, blockNumber: BigInt(Math.max(until, 0)) }))
    const snapshotBlock = deployed ? until : this.headBlock!
    const snapshot = await readSafeSnapshot(client, address, snapshotBlock)
    const chunks: RangeData[] = []
    for (let from = chain.startBlock; from <= until; from += chain.indexer.maxBlockRange) {
      const to = Math.min(from + chain.indexer.maxBlockRange - 1, until)
      chunks.push(await fetchRange({ ...this.fetchOptions(from, to), onlySafe: address }))
    }
    const setup = chunks
      .flatMap((chunk) => chunk.events)
      .find((event) => event.event === 'SafeSetup' && event.address === address && isPlausibleSafeSetup(event.args))
    const initial =
      setup?.event === 'SafeSetup'
        ? {
            block: setup.blockNumber,
            owners: setup.args.owners,
            threshold: Number(setup.args.threshold),
            nonce: 0n,
            modules: [] as Address[],
            fallbackHandler: setup.args.fallbackHandler,
            guard: null,
          }
        : { ...snapshot, block: snapshotBlock }
    await this.versions.resolve(snapshot.singleton ? [snapshot.singleton] : [])
    await db.transaction(async (tx) => {
      await insertRows(
        tx,
        'safes',
        [
          'chain_id',
          'address',
          'source',
          'initial_block',
          'initial_owners',
          'initial_threshold',
          'initial_nonce',
          'initial_modules',
          'initial_fallback_handler',
          'initial_guard',
          'initial_singleton',
        ],
        [
          [
            this.chainId,
            address,
            'manual',
            initial.block,
            initial.owners,
            initial.threshold,
            initial.nonce,
            initial.modules,
            initial.fallbackHandler,
            initial.guard,
            snapshot.singleton,
          ],
        ],
      )
      for (const data of chunks) {
        await writeRange(tx, {
          chainId: this.chainId,
          data,
          indexedSafes: new Set([address]),
          trustedTokens: this.trustedTokens,
          versions: this.versions,
          logger,
        })
      }
      await recomputeSafeStates(tx, this.chainId, [address], this.versions)
    })
    this.indexedSafes.add(address)
    for (const data of chunks) this.committed(data)
    logger.info(
      { chainId: this.chainId, safe: address, fromSetup: Boolean(setup), blocks: until - chain.startBlock + 1 },
      'safe added by address',
    )
  }

  private resolveWaiters(): void {
    const indexed = this.nextBlock! - 1
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.blockNumber > indexed) return true
      waiter.resolve()
      return false
    })
  }

  private rejectPending(error: unknown): void {
    for (const waiter of this.waiters.splice(0)) waiter.reject(error)
    for (const job of this.jobs.splice(0)) job.reject(error)
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      const self = this
      function done() {
        clearTimeout(timer)
        self.wake = null
        resolve()
      }
      this.wake = done
    })
  }

  private logProgress(indexed: number): void {
    const now = Date.now()
    if (now - this.progress.lastLogAt < PROGRESS_EVERY_MS || this.headBlock === null) return
    this.progress.lastLogAt = now
    const done = indexed - this.progress.startBlock + 1
    const total = this.headBlock - this.progress.startBlock + 1
    const seconds = (now - this.progress.startedAt) / 1000
    this.options.logger.info(
      {
        chainId: this.chainId,
        indexedBlock: indexed,
        headBlock: this.headBlock,
        done: `${done}/${total}`,
        blocksPerSecond: Math.round(done / Math.max(seconds, 0.001)),
        rangeSize: this.sizer.size,
      },
      'catching up',
    )
  }

  private logCaughtUp(head: number): void {
    if (this.progress.caughtUp) return
    this.progress.caughtUp = true
    const blocks = head - this.progress.startBlock + 1
    const seconds = (Date.now() - this.progress.startedAt) / 1000
    this.options.logger.info(
      {
        chainId: this.chainId,
        headBlock: head,
        blocks,
        seconds: Number(seconds.toFixed(2)),
        blocksPerSecond: Math.round(blocks / Math.max(seconds, 0.001)),
      },
      'caught up with the chain head',
    )
  }
}

function describe(error: unknown): string {
  if (error instanceof StrongroomError) return `${error.name}: ${error.message}`
  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}
