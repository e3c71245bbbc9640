/**
 * A chain's requests-per-second budget (docs/rpc-providers.md §3): a token bucket holding at most one second's worth.
 * Each call reserves a token and waits until it is due, in arrival order, so a burst spreads out instead of earning a
 * 429. `pauseFor` honours a provider's Retry-After for every call of the chain. A budget of 0 paces nothing.
 */
export class RequestPacer {
  private tokens: number
  private updatedAt: number
  private pausedUntil = 0

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = perSecond
    this.updatedAt = now()
  }

  /** Milliseconds the next call must wait, having reserved its token. */
  reserve(): number {
    const now = this.now()
    const pause = Math.max(0, this.pausedUntil - now)
    if (this.perSecond <= 0) return pause
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond)
    this.updatedAt = now
    this.tokens -= 1
    const due = this.tokens < 0 ? (-this.tokens / this.perSecond) * 1000 : 0
    return Math.max(due, pause)
  }

  /** Resolves when the caller may send one call. */
  async acquire(): Promise<void> {
    const wait = this.reserve()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }

  /** No call goes out for `ms` from now (a Retry-After); calls already reserved wait at least as long. */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms)
  }
}
