import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'

/** The head block of one chain as last read, and the read in flight. */
type Head = { value: string; readAt: number; reading: Promise<string | null> | null }

/**
 * The revision of answers read live from the chain (SafeInfo): the head block number as this process knows it, read
 * with `eth_blockNumber` and reused synchronously (no promise on the hot path). Once the value is a polling interval
 * old the next request starts a read and the old value still serves until it lands (a round trip), for at most one
 * more interval: after that, requests wait for the read. So a new block replaces such an answer within one polling
 * interval plus one `eth_blockNumber` round trip of being mined (two intervals at most while the node is slow); that
 * is the staleness bound. In the indexing process the read joins the indexer's own poll when one is in flight (viem
 * dedupes them). Same-height reorgs keep the number: those that touch an indexed Safe publish a `reorg` change,
 * which voids its answers anyway.
 */
export class ChainHeads {
  private readonly heads = new Map<string, Head>()
  /** One function per chain, made once: answers keep it as their Revision's `current`. */
  private readonly readers = new Map<string, () => string | null | Promise<string | null>>()

  constructor(
    chains: ReadonlyMap<string, ChainRuntime>,
    private readonly now: () => number = Date.now,
  ) {
    for (const [chainId, chain] of chains) this.readers.set(chainId, () => this.read(chain))
  }

  /**
   * The head reader of `chainId`, or null for a chain this gateway does not serve. The reader returns the head while
   * it is fresh, else a promise of the new one, or null when the node could not be asked (the handler then reports
   * that failure as it would without a cache).
   */
  revisionOf(chainId: string): (() => string | null | Promise<string | null>) | null {
    return this.readers.get(chainId) ?? null
  }

  private read(chain: ChainRuntime): string | Promise<string | null> {
    const chainId = chain.config.chainId
    const interval = chain.config.indexer.pollingIntervalMs
    let head = this.heads.get(chainId)
    const age = head ? this.now() - head.readAt : Number.POSITIVE_INFINITY
    if (head && age < interval) return head.value
    if (!head) {
      head = { value: '', readAt: Number.NEGATIVE_INFINITY, reading: null }
      this.heads.set(chainId, head)
    }
    const reading = head.reading ?? this.startReading(chain, head)
    return age < 2 * interval ? head.value : reading
  }

  private startReading(chain: ChainRuntime, head: Head): Promise<string | null> {
    // Fresh from when it was asked, not from when the answer came: the bound holds however slow the node is.
    const askedAt = this.now()
    head.reading = chain.client.getBlockNumber({ cacheTime: 0 }).then(
      (number) => {
        head.value = number.toString()
        head.readAt = askedAt
        head.reading = null
        return head.value
      },
      () => {
        head.reading = null
        return null
      },
    )
    return head.reading
  }
}
