/**
 * A token bucket of requests per second: holds at most one second's worth, refilled continuously. A batch larger than
 * a second's worth passes only from a full bucket and leaves a debt, so it is not refused forever.
 */
export class RequestBudget {
  private tokens: number
  private refilledAt = performance.now()

  constructor(private readonly perSecond: number) {
    this.tokens = perSecond
  }

  /** Takes `count` requests' worth: 0 when they may go now, else the whole seconds to wait before asking again. */
  take(count: number): number {
    const now = performance.now()
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond)
    this.refilledAt = now
    const needed = Math.min(count, this.perSecond)
    if (this.tokens >= needed) {
      this.tokens -= count
      return 0
    }
    return Math.max(1, Math.ceil((needed - this.tokens) / this.perSecond))
  }
}
