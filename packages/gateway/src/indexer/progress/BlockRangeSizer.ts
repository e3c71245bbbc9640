/**
 * Adaptive eth_getLogs range, the transaction service's rule (docs/indexing.md §6.1): after a full-size range, under 2 s
 * doubles it, under 5 s adds 20, over 10 s removes 20, over 30 s halves it; any error halves it (minimum 1).
 */
export class BlockRangeSizer {
  private current: number

  constructor(
    initial: number,
    private readonly max: number,
  ) {
    this.current = Math.max(1, Math.min(initial, max))
  }

  /** Blocks to request next. */
  get size(): number {
    return this.current
  }

  /** Records a successful range of `blocks` blocks that took `elapsedMs`. */
  succeeded(blocks: number, elapsedMs: number): void {
    // A short range (at the head) says nothing about how large a range the node can serve.
    if (blocks < this.current) return
    if (elapsedMs < 2_000) this.current *= 2
    else if (elapsedMs < 5_000) this.current += 20
    else if (elapsedMs > 30_000) this.current = Math.floor(this.current / 2)
    else if (elapsedMs > 10_000) this.current -= 20
    this.current = Math.max(1, Math.min(this.current, this.max))
  }

  /** Records a failed range (RPC error, timeout, oversized answer). */
  failed(): void {
    this.current = Math.max(1, Math.floor(this.current / 2))
  }
}
