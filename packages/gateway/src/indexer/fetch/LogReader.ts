import { type Address, formatLog, type Hash, type Log, numberToHex, type PublicClient } from 'viem'
import { BlockRangeSizer } from '../progress/BlockRangeSizer'
import { checkLogAnswer } from './checkLogAnswer'
import { classifyRpcError, type SuggestedRange } from './classifyRpcError'
import type { LogFilter } from './LogFilter'

export type { LogFilter } from './LogFilter'

import { NodeAnswerError } from './NodeAnswerError'

/** A log; recent nodes add `blockTimestamp` to eth_getLogs answers (anvil, geth ≥ 1.16, reth), older ones do not. */
export type RawLog = Log<bigint, number, false>

/** Answers this long are checked once against their halves (a provider cutting them silently), unless configured. */
const DEFAULT_VERIFY_LOGS_FROM = 1_000

/** Waits for one of `count` slots; `run` holds a slot only while its function runs. */
class Slots {
  private free: number
  private readonly waiting: (() => void)[] = []

  constructor(count: number) {
    this.free = Math.max(1, count)
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.free++
    }
  }
}

/**
 * Every eth_getLogs of a chain goes through here (docs/rpc-providers.md §3). A filter's range is cut into windows no
 * longer than the provider's cap the chain has learned (BlockRangeSizer), read in parallel up to the chain's
 * concurrency and merged in chain order. A refusal never becomes an empty answer:
 * - a span over the cap: the cap is learned from the range the provider suggests, or the cap it names, or half the
 *   span, and the window is cut again;
 * - too many results, too large an answer, a timeout: the window is split (at the suggested block when one is named)
 *   and the next ranges start smaller;
 * - anything else (rate limits the transport could not wait out, an archive gate, network trouble) fails the read,
 *   and the indexer retries the step with back-off.
 * Answers are checked before they are used (checkLogAnswer, docs/rpc-providers.md §8), and a provider that cuts long
 * answers silently instead of refusing them is caught: an answer of at least `verifyLogsFrom` logs, longer than any
 * proven whole so far, is read again in two halves; halves holding more logs prove the cut, whose size is then learned
 * and every answer that long split like a refusal.
 */
export class LogReader {
  private readonly slots: Slots

  constructor(
    private readonly client: PublicClient,
    private readonly sizer: BlockRangeSizer,
    private readonly options: { chainId: string; concurrency: number; verifyLogsFrom?: number },
  ) {
    this.slots = new Slots(options.concurrency)
  }

  /** The longest answer proven whole (its halves held the same logs). */
  private provenWhole = 0
  /** The length at which the provider cuts answers silently, once proven. */
  private cutsAt: number | null = null

  /** A reader without a cap or a concurrency bound (tests and one-off reads). */
  static plain(client: PublicClient): LogReader {
    return new LogReader(client, new BlockRangeSizer(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER), {
      chainId: 'unknown',
      concurrency: Number.MAX_SAFE_INTEGER,
    })
  }

  /** All logs matching `filter`, in chain order per window, windows in block order. */
  async getLogs(filter: LogFilter): Promise<RawLog[]> {
    return this.window(filter, filter.from, filter.to)
  }

  private async window(filter: LogFilter, from: number, to: number): Promise<RawLog[]> {
    const cap = this.sizer.cap
    if (to - from + 1 > cap) {
      const windows: Promise<RawLog[]>[] = []
      for (let start = from; start <= to; start += cap)
        windows.push(this.window(filter, start, Math.min(start + cap - 1, to)))
      return (await Promise.all(windows)).flat()
    }
    let logs: RawLog[]
    try {
      logs = await this.slots.run(() => this.request(filter, from, to))
    } catch (error) {
      return this.refused(error, filter, from, to)
    }
    return this.whole(filter, from, to, logs)
  }

  /** `logs` when they are the whole answer for `from`–`to`; otherwise the logs of the range read in parts. */
  private async whole(filter: LogFilter, from: number, to: number, logs: RawLog[]): Promise<RawLog[]> {
    const span = to - from + 1
    const count = logs.length
    const halves = async () => {
      const end = from + Math.floor(span / 2) - 1
      const [first, second] = await Promise.all([this.window(filter, from, end), this.window(filter, end + 1, to)])
      return [...first, ...second]
    }
    if (this.cutsAt !== null && count >= this.cutsAt) {
      if (span === 1)
        throw new NodeAnswerError(
          `The node of chain ${this.options.chainId} cuts eth_getLogs answers at ${this.cutsAt} logs without saying so, and block ${from} holds that many; it cannot be indexed through this provider.`,
          { details: { block: from, cutsAt: this.cutsAt } },
        )
      this.sizer.failed()
      return halves()
    }
    const verifyFrom = this.options.verifyLogsFrom ?? DEFAULT_VERIFY_LOGS_FROM
    if (span === 1 || count < verifyFrom || count <= this.provenWhole) return logs
    const parts = await halves()
    if (parts.length > count) {
      this.cutsAt = Math.min(this.cutsAt ?? count, count)
      this.sizer.failed()
      return parts
    }
    const key = (log: RawLog) => `${log.blockNumber}:${log.logIndex}`
    const partKeys = new Set(parts.map(key))
    if (parts.length < count || !logs.every((log) => partKeys.has(key(log))))
      throw new NodeAnswerError(
        `The node of chain ${this.options.chainId} answered eth_getLogs for blocks ${from}–${to} with ${count} logs, and for the same blocks in two parts with ${parts.length} others: its answers do not agree.`,
        { details: { from, to, whole: count, parts: parts.length } },
      )
    this.provenWhole = Math.max(this.provenWhole, count)
    return logs
  }

  private async refused(error: unknown, filter: LogFilter, from: number, to: number): Promise<RawLog[]> {
    const span = to - from + 1
    const refusal = classifyRpcError(error)
    const suggestedEnd =
      refusal.kind === 'range' || refusal.kind === 'results' ? within(refusal.suggested, from, to) : null
    switch (refusal.kind) {
      case 'range': {
        if (span === 1) throw this.cannotSplit(error, from, 'refuses even a single block')
        const suggestedSpan = suggestedEnd === null ? undefined : suggestedEnd - from + 1
        this.sizer.capAt(Math.min(span - 1, refusal.maxBlocks ?? suggestedSpan ?? Math.ceil(span / 2)))
        return this.window(filter, from, to)
      }
      case 'results':
      case 'timeout': {
        if (span === 1) throw this.cannotSplit(error, from, 'cannot return the logs of this one block in one answer')
        this.sizer.failed()
        const end = suggestedEnd ?? from + Math.floor(span / 2) - 1
        const [first, second] = await Promise.all([this.window(filter, from, end), this.window(filter, end + 1, to)])
        return [...first, ...second]
      }
      case 'archive':
        throw new NodeAnswerError(
          `The node of chain ${this.options.chainId} does not serve logs of blocks ${from}–${to}: it keeps only recent blocks. Use an archive node, or a provider plan (or token) that serves history.`,
          { cause: error, details: { from, to } },
        )
      default:
        throw error
    }
  }

  private cannotSplit(error: unknown, block: number, what: string): NodeAnswerError {
    return new NodeAnswerError(
      `The node of chain ${this.options.chainId} ${what} (block ${block}); it cannot be indexed through this provider.`,
      { cause: error, details: { block } },
    )
  }

  private async request(filter: LogFilter, from: number, to: number): Promise<RawLog[]> {
    const answer = await this.client.request({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
          ...(filter.address ? { address: filter.address as Address | Address[] } : {}),
          topics: filter.topics as (Hash | Hash[] | null)[],
        },
      ],
    })
    const logs = checkLogAnswer(answer, { ...filter, from, to }, this.options.chainId)
    return logs.map((log) => formatLog(log) as RawLog).filter((log) => !log.removed)
  }
}

/** The end of a suggested range when it starts at `from` and shortens `from`–`to`; null otherwise (unusable). */
function within(suggested: SuggestedRange | undefined, from: number, to: number): number | null {
  if (!suggested || suggested.from !== from || suggested.to < from || suggested.to >= to) return null
  return suggested.to
}
