/**
 * Adaptive eth_getLogs range, the transaction service's rule (docs/indexing.md §6.1): after a full-size range, under 2 s
 * doubles it, under 5 s adds 20, over 10 s removes 20, over 30 s halves it; any error halves it (minimum 1). It never
 * exceeds the provider's cap, which starts at the configured maximum and is lowered by the provider's refusals
 * (docs/rpc-providers.md §3).
 */
export class BlockRangeSizer {
  private current: number
  private limit: number

  constructor(initial: number, max: number) {
    this.limit = Math.max(1, max)
    this.current = Math.max(1, Math.min(initial, this.limit))
  }

  /** Blocks to request next. */
  get size(): number {
    return this.current
  }

  /** The most blocks one eth_getLogs may span: the configured maximum, or the provider's cap once it refused more. */
  get cap(): number {
    return this.limit
  }

  /** The provider refused a longer span: no range is longer than `blocks` from now on. */
  capAt(blocks: number): void {
    this.limit = Math.max(1, Math.min(this.limit, Math.floor(blocks)))
    this.current = Math.min(this.current, this.limit)
  }

  /** Records a successful range of `blocks` blocks that took `elapsedMs`. */
  succeeded(blocks: number, elapsedMs: number): void {
    // A short range (at the head) says nothing about how large a range the node can serve.
    if (blocks < this.current) return
    if (elapsedMs < 2_000) this.current *= 2
    else if (elapsedMs < 5_000) this.current += 20
    else if (elapsedMs > 30_000) this.current = Math.floor(this.current / 2)
    else if (elapsedMs > 10_000) this.current -= 20
    this.current = Math.max(1, Math.min(this.current, this.limit))
  }

  /** Records a failed range (RPC error, timeout, oversized answer). */
  failed(): void {
    this.current = Math.max(1, Math.floor(this.current / 2))
  }
}
