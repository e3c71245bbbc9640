import { InvalidInputError, StrongroomError } from '@strongroom/protocol'
import { type Address, getAddress, isAddress, type PublicClient } from 'viem'
import type { IndexerControl } from '../chain-runtime/ChainRuntime'
import type { IndexerStatus } from '../chain-runtime/IndexerStatus'
import type { ChainConfig } from '../config'
import type { Logger } from '../createLogger'
import type { Db } from '../db/Db'
import { TooManyRequestsError } from '../domain/errors/TooManyRequestsError'
import { BackfillQueue, type PendingBackfill } from './backfill/BackfillQueue'
import { SafeAdmission } from './backfill/SafeAdmission'
import { startFollowingSafe } from './backfill/startFollowingSafe'
import { advancesOf, type BackfillAdvance, writeBackfillWindow } from './backfill/writeBackfillWindow'
import { countExecutionsAround } from './executions/countExecutionsAround'
import type { ExecutionReading } from './executions/readRangeExecutions'
import { TransactionTracer } from './executions/TransactionTracer'
import { checkBackfilledHistory } from './fetch/checkBackfilledHistory'
import { type FetchRangeOptions, fetchRange, type RangeData } from './fetch/fetchRange'
import { wrongChainMessage } from './fetch/guardChainId'
import { LogReader } from './fetch/LogReader'
import { NodeAnswerError } from './fetch/NodeAnswerError'
import { SingletonVersions } from './fetch/SingletonVersions'
import { IndexerError } from './IndexerError'
import { BlockRangeSizer } from './progress/BlockRangeSizer'
import { CatchUpProgress } from './progress/CatchUpProgress'
import { advanceCheckpoint, INDEXER_NAME, openCheckpoint } from './progress/chainCheckpoint'
import { findForkBlock } from './reorg/findForkBlock'
import { rewindChain } from './reorg/rewindChain'
import { writeRange } from './write/writeRange'

/** Longest pause between retries of a failing step. */
const MAX_BACKOFF_MS = 30_000
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

/** A step spent on Safes added by address: a Safe followed from now on, or a window of history written. */
export type BackfillStep =
  | { kind: 'follow'; safe: Address }
  | { kind: 'window'; from: number; to: number; safes: BackfillAdvance[] }

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
  /** Called after each step spent on Safes added by address: one followed, or a backfill window (tests, benches). */
  onBackfillStep?: (step: BackfillStep) => void
}

type Job = {
  address: Address
  priority: number
  done: Promise<void>
  resolve: () => void
  reject: (error: unknown) => void
}

/** Who asks for a Safe: the client's address key, and whether a signed-in owner of that Safe asks (served first). */
export type SafeOrigin = { clientKey: string; owner?: boolean }
type Waiter = { blockNumber: number; resolve: () => void; reject: (error: unknown) => void }

/**
 * Indexes one chain into the database: catches up from the checkpoint with adaptive eth_getLogs ranges, then follows
 * the head by polling. Each range is written in one transaction with its checkpoint, so a killed process resumes
 * where it stopped without losing or doubling rows. Before every step the stored recent block hashes are compared
 * with the chain; on a mismatch the indexer rewinds to the fork and replays. Safes added by address are followed from
 * the last indexed block on at once, and their older history is backfilled newest first, one window per step between
 * two steps of head-following (docs/rpc-providers.md §5). Only one process may run it per chain (the caller holds the
 * advisory lock).
 */
export class ChainIndexer implements IndexerControl {
  private readonly chainId: string
  private readonly sizer: BlockRangeSizer
  /** Every eth_getLogs of the chain: the provider's cap and refusals, the chain's concurrency. */
  private readonly logs: LogReader
  private readonly versions: SingletonVersions
  /** How executions of L1 Safes are read; its tracer learns once whether the node traces. */
  private readonly executionReading: ExecutionReading
  private readonly indexedSafes = new Set<Address>()
  private readonly knownTokens = new Set<Address>()
  private readonly trustedTokens: ReadonlySet<Address>
  private nextBlock: number | null = null
  private headBlock: number | null = null
  private lastError: string | undefined
  private nodeProblem: string | undefined
  private running: Promise<void> | null = null
  private stopping = false
  private failed: unknown = null
  /** Safes to start following, signed-in owners' first. */
  private jobs: Job[] = []
  /** Older history still to read of Safes followed already (safe_backfills). */
  private readonly backfills = new BackfillQueue()
  /** Whether the last step added or backfilled a Safe: the next one follows the chain if it is behind (issue 20 item 15). */
  private lastStepWasJob = false
  private readonly admission: SafeAdmission
  private waiters: Waiter[] = []
  private backfillWaiters: (Omit<Waiter, 'blockNumber'> & { address: Address | undefined })[] = []
  private wake: (() => void) | null = null
  private readonly progress: CatchUpProgress
  /** The next range, read while the previous one is written (catch-up pipelining); dropped on any other step. */
  private prefetched: { from: number; read: Promise<TimedRange> } | null = null

  constructor(private readonly options: ChainIndexerOptions) {
    this.chainId = options.chain.chainId
    this.sizer = new BlockRangeSizer(options.chain.indexer.initialBlockRange, options.chain.indexer.maxBlockRange)
    this.logs = new LogReader(options.client, this.sizer, {
      chainId: this.chainId,
      concurrency: options.chain.indexer.concurrency,
      verifyLogsFrom: options.chain.indexer.verifyLogsFrom,
    })
    this.versions = new SingletonVersions(options.client)
    this.executionReading = {
      chainId: options.chain.chainId,
      tracer: new TransactionTracer(options.client, options.logger),
      logger: options.logger,
      executionsAround: (safe, range) => countExecutionsAround(options.db, this.chainId, safe, range),
    }
    this.trustedTokens = new Set(options.chain.trustedTokens)
    this.progress = new CatchUpProgress(options.logger, this.chainId)
    const { maxQueuedSafes, newSafesPerClient, newSafesWindowMs } = options.chain.indexer
    this.admission = new SafeAdmission({ maxQueuedSafes, newSafesPerClient, windowMs: newSafesWindowMs })
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
      ...(this.nodeProblem ? { nodeProblem: this.nodeProblem } : {}),
      indexing: this.running !== null && !this.stopping && this.failed === null,
    }
  }

  isQueued(address: Address): boolean {
    return isAddress(address, { strict: false }) && this.jobs.some((job) => job.address === getAddress(address))
  }

  /**
   * Starts following a Safe: resolves once it is indexed from the last indexed block on (its older history is then
   * backfilled in the background; its indexing status says how far). Safes of signed-in owners go first and are not
   * refused for a full queue (docs/rpc-providers.md §4).
   */
  addSafe(address: Address, origin?: SafeOrigin): Promise<void> {
    if (!isAddress(address, { strict: false }))
      return Promise.reject(new InvalidInputError('Not an address.', { details: { address } }))
    const safe = getAddress(address)
    if (this.indexedSafes.has(safe)) return Promise.resolve()
    if (this.stopping || this.failed)
      return Promise.reject(new IndexerError('The indexer is not running.', { retryable: false }))
    // A Safe already waiting is not counted again: its callers share the one backfill.
    const priority = origin?.owner ? 1 : 0
    const queued = this.jobs.find((job) => job.address === safe)
    if (queued) {
      if (priority > queued.priority) this.prioritize(queued, priority)
      return queued.done
    }
    if (origin) {
      try {
        this.refuseOverFollowCap()
        // An owner's Safe waits behind no anonymous one, so a full queue does not refuse it.
        this.admission.admit(origin.clientKey, origin.owner ? 0 : this.jobs.length + this.backfills.size)
      } catch (error) {
        return Promise.reject(error)
      }
    }
    const job = this.queueJob(safe, priority)
    this.wake?.()
    return job.done
  }

  /** Watch mode: the chain follows at most `maxFollowedSafes` Safes (docs/rpc-providers.md §5). */
  private refuseOverFollowCap(): void {
    const { mode, maxFollowedSafes } = this.options.chain.indexer
    if (mode !== 'watch' || this.indexedSafes.size + this.jobs.length < maxFollowedSafes) return
    throw new TooManyRequestsError(
      `This gateway follows as many Safes on chain ${this.chainId} as it is set to (${maxFollowedSafes}); its operator can raise indexer.maxFollowedSafes.`,
      { retryAfterSeconds: 3_600 },
    )
  }

  private prioritize(job: Job, priority: number): void {
    this.jobs = this.jobs.filter((other) => other !== job)
    job.priority = priority
    this.insertJob(job)
  }

  /** After the jobs of the same or a higher priority (first come, first served within a priority). */
  private insertJob(job: Job): void {
    const index = this.jobs.findIndex((other) => other.priority < job.priority)
    if (index === -1) this.jobs.push(job)
    else this.jobs.splice(index, 0, job)
  }

  private queueJob(address: Address, priority: number): Job {
    let resolve!: () => void
    let reject!: (error: unknown) => void
    const done = new Promise<void>((onResolve, onReject) => {
      resolve = onResolve
      reject = onReject
    })
    // Callers that do not wait (SafeInfo, a rewind) must not leave a rejection unhandled.
    done.catch(() => undefined)
    const job: Job = { address, priority, done, resolve, reject }
    this.insertJob(job)
    return job
  }

  /**
   * Resolves once `address` (or, without one, every Safe waiting) is followed and its history backfilled to its
   * creation or the chain's start block; rejects when the indexer stops first.
   */
  backfilled(address?: Address): Promise<void> {
    const safe = address === undefined ? undefined : getAddress(address)
    if (this.isBackfilled(safe)) return Promise.resolve()
    if (this.stopping || this.failed)
      return Promise.reject(new IndexerError('The indexer is not running.', { retryable: false }))
    return new Promise((resolve, reject) => this.backfillWaiters.push({ address: safe, resolve, reject }))
  }

  private isBackfilled(address: Address | undefined): boolean {
    // Before the start, the backfills a previous process left are not loaded yet.
    if (this.nextBlock === null) return false
    if (address === undefined) return this.jobs.length === 0 && this.backfills.size === 0
    return !this.jobs.some((job) => job.address === address) && !this.backfills.has(address)
  }

  private resolveBackfillWaiters(): void {
    this.backfillWaiters = this.backfillWaiters.filter((waiter) => {
      if (!this.isBackfilled(waiter.address)) return true
      waiter.resolve()
      return false
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
        this.nodeProblem = undefined
        if (!advanced) await this.sleep(this.options.chain.indexer.pollingIntervalMs)
      } catch (error) {
        this.lastError = error instanceof Error ? error.message : String(error)
        this.nodeProblem = error instanceof NodeAnswerError ? error.message : undefined
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
      throw new NodeAnswerError(wrongChainMessage(this.chainId, rpcChainId), {
        retryable: false,
        details: { configured: this.chainId, rpc: rpcChainId },
      })
    const next = await openCheckpoint(db, this.chainId, chain.startBlock)
    await this.reloadKnown()
    this.nextBlock = next
    // Waits registered before the checkpoint was read may be satisfied by it already (a restart at the head).
    this.resolveWaiters()
    this.resolveBackfillWaiters()
    this.progress.start(this.nextBlock)
  }

  private async reloadKnown(): Promise<void> {
    const { db } = this.options
    const safes = await db.query<{ address: Address }>('select address from safes where chain_id = $1', [this.chainId])
    this.indexedSafes.clear()
    for (const row of safes) this.indexedSafes.add(row.address)
    const backfills = await db.query<{
      address: Address
      top_block: string | number
      floor_block: string | number
      complete_from: string | number
      priority: number
    }>(
      `select address, top_block, floor_block, complete_from, priority from safe_backfills
       where chain_id = $1 and not complete`,
      [this.chainId],
    )
    this.backfills.reset(
      backfills.map(
        (row): PendingBackfill => ({
          address: row.address,
          top: Number(row.top_block),
          floor: Number(row.floor_block),
          completeFrom: Number(row.complete_from),
          priority: row.priority,
        }),
      ),
    )
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

    // Safes added by address are followed from the last indexed block on, so wait until there is one. Adding a Safe or
    // a backfill window never follows another while the chain is behind: head-following gets every other step (issue
    // 20 item 15), whatever the number of Safes waiting.
    const canBackfill = next - 1 >= chain.startBlock || head < chain.startBlock
    const background = (this.jobs.length > 0 && canBackfill) || this.backfills.size > 0
    if (background && !(this.lastStepWasJob && next <= head)) {
      this.dropPrefetched()
      this.lastStepWasJob = true
      if (this.jobs.length > 0 && canBackfill) {
        // The job stays in the queue while it runs, so that callers asking for the same Safe share it.
        const job = this.jobs[0]!
        try {
          await this.runJob(job)
        } finally {
          this.jobs = this.jobs.filter((other) => other !== job)
        }
      } else await this.backfillWindow()
      this.resolveBackfillWaiters()
      return true
    }
    this.lastStepWasJob = false

    if (next > head) {
      this.progress.reachedHead(head)
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
      executionReading: this.executionReading,
      logs: this.logs,
      watch: this.options.chain.indexer.mode === 'watch',
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
    this.progress.indexed(to, this.headBlock, this.sizer.size)
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
      await advanceCheckpoint(tx, this.chainId, from, to)
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
    for (const address of readd) if (!this.jobs.some((job) => job.address === address)) this.queueJob(address, 0)
  }

  private async runJob(job: Job): Promise<void> {
    try {
      if (!this.indexedSafes.has(job.address)) await this.startFollowing(job)
      job.resolve()
    } catch (error) {
      // A bad address fails only its caller; RPC or database trouble fails the step too (retried), and the Safe stays
      // queued so that the retried step adds it: its callers hear of the failure, the Safe is not forgotten.
      job.reject(error)
      if (!(error instanceof InvalidInputError)) {
        this.queueJob(job.address, job.priority)
        throw error
      }
    }
  }

  private async startFollowing(job: Job): Promise<void> {
    const backfill = await startFollowingSafe({
      ...this.options,
      versions: this.versions,
      address: job.address,
      top: this.nextBlock! - 1,
      headBlock: this.headBlock!,
      priority: job.priority,
    })
    this.indexedSafes.add(job.address)
    if (backfill) this.backfills.add(backfill)
    this.options.onBackfillStep?.({ kind: 'follow', safe: job.address })
  }

  /**
   * Reads and writes the next backfill window: the newest unread blocks of the highest-priority Safes, as many as the
   * chain's log reader reads in one round (its cap times its concurrency), for every Safe whose cursor stands there.
   */
  private async backfillWindow(): Promise<void> {
    const { chain } = this.options
    const window = this.backfills.next(this.sizer.cap * chain.indexer.concurrency)
    if (!window) return
    const data = await fetchRange({
      ...this.fetchOptions(window.from, window.to),
      watch: false,
      onlySafes: new Set(window.safes.map((backfill) => backfill.address)),
    })
    // A node answering old blocks empty instead of refusing them must not complete a history (docs/rpc-providers.md §8).
    await checkBackfilledHistory({
      db: this.options.db,
      client: this.options.client,
      chainId: this.chainId,
      versions: this.versions,
      window,
      data,
      advances: advancesOf(window, data),
    })
    const advances = await writeBackfillWindow(this.options.db, {
      chainId: this.chainId,
      window,
      data,
      trustedTokens: this.trustedTokens,
      versions: this.versions,
      logger: this.options.logger,
    })
    this.committed(data)
    for (const advance of advances) this.backfills.advance(advance.address, advance.completeFrom, advance.complete)
    this.options.onBackfillStep?.({ kind: 'window', from: window.from, to: window.to, safes: advances })
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
    for (const waiter of this.backfillWaiters.splice(0)) waiter.reject(error)
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
}

function describe(error: unknown): string {
  if (error instanceof StrongroomError) return `${error.name}: ${error.message}`
  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}
