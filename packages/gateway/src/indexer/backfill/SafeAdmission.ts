import { TooManyRequestsError } from '../../domain/errors/TooManyRequestsError'

/** Bounds on the Safes clients can make a chain's indexer backfill (docs/rpc-providers.md §4). */
export type SafeAdmissionLimits = {
  /** Safes waiting for their backfill at most; over it new ones are refused until the queue drains. */
  maxQueuedSafes: number
  /** New Safes one client address may hand to the indexer per window. */
  newSafesPerClient: number
  windowMs: number
}

/** Keys kept at most before old ones are dropped (each holds at most newSafesPerClient times). */
const MAX_TRACKED_CLIENTS = 10_000

/**
 * Decides whether a client's request may queue a new Safe for backfill (issue 20 item 15): the queue is bounded, and
 * each client address may add only so many Safes per window, so anonymous reads of unknown Safes cannot make the
 * indexer work without end. The gateway's own additions (after a reorg) are not counted.
 */
export class SafeAdmission {
  private readonly recent = new Map<string, number[]>()

  constructor(
    private readonly limits: SafeAdmissionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one new Safe for `clientKey` when `queued` Safes wait already.
   * @throws {TooManyRequestsError} when the queue is full or the client used its share of the window.
   */
  admit(clientKey: string, queued: number): void {
    const now = this.now()
    if (queued >= this.limits.maxQueuedSafes)
      throw new TooManyRequestsError(
        'The gateway is busy indexing other Safes; this Safe is shown from the chain for now. Try again in a minute.',
        { retryAfterSeconds: 60 },
      )
    const since = now - this.limits.windowMs
    const times = (this.recent.get(clientKey) ?? []).filter((time) => time > since)
    if (times.length >= this.limits.newSafesPerClient) {
      const seconds = Math.max(1, Math.ceil((times[0]! + this.limits.windowMs - now) / 1000))
      throw new TooManyRequestsError(
        `Your address added ${times.length} new Safes to this gateway recently; it takes more from you in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        { retryAfterSeconds: seconds },
      )
    }
    times.push(now)
    this.recent.set(clientKey, times)
    if (this.recent.size > MAX_TRACKED_CLIENTS) this.forgetBefore(since)
  }

  private forgetBefore(since: number): void {
    for (const [key, times] of this.recent) if (times.at(-1)! <= since) this.recent.delete(key)
  }
}
