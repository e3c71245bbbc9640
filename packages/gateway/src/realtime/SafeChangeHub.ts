import type { Address } from 'viem'
import type { Logger } from '../createLogger'
import type { Database } from '../db/Db'
import { loadSafeChangeEvents } from '../domain/events/loadSafeChangeEvents'
import { SAFE_CHANGES_CHANNEL } from '../domain/events/publishSafeChange'
import { type SafeChangeEvent, safeChangeEventSchema } from '../domain/events/SafeChangeEvent'

/** Someone following one Safe's changes (an open event stream). */
export type SafeChangeListener = {
  /** A change committed by any gateway process on the database, in id order. */
  change(event: SafeChangeEvent): void
  /** Changes were missed and cannot be replayed (older than the retention): reload everything; `headId` is current. */
  reset(headId: number): void
}

/**
 * Follows every change the hub learns of, of any Safe, and whether the hub can vouch for hearing all of them (the
 * response cache: it may only serve what it could have been told to drop).
 */
export type SafeChangeObserver = {
  /** A change committed by any process: as soon as its notification arrives, and again when a catch-up replays it. */
  change(event: SafeChangeEvent): void
  /** The notification connection was lost: changes committed from now on may go unheard until `caughtUp`. */
  lost(): void
  /**
   * Listening (again): at `start()`, and after a loss once caught up on the log (or, when that failed, once the
   * listeners were told to reset). Every change committed from now on is heard.
   */
  caughtUp(): void
}

/** How many changes one catch-up query reads. */
const CATCH_UP_PAGE = 1_000

/**
 * The process's single subscription to the `safe_changes` notifications, fanned out to the listeners of each Safe.
 * Postgres delivers every committed change to every listening process, so a change written by one gateway process
 * reaches the streams of all of them. When the listening connection was lost and comes back, the hub reads the
 * changes it missed from `safe_change_events` before delivering new ones, so listeners never see a gap.
 */
export class SafeChangeHub {
  private readonly listeners = new Map<string, Set<SafeChangeListener>>()
  private readonly observers = new Set<SafeChangeObserver>()
  /** False from a loss of the notification connection until it is restored. */
  private connected = true
  /** The connection was restored again while a catch-up ran: it must read the log once more. */
  private catchUpAgain = false
  private lastId = 0
  private unlisten: (() => Promise<void>) | null = null
  /** While catching up, notifications wait here so delivery stays in id order. */
  private pending: SafeChangeEvent[] | null = null

  constructor(private readonly options: { db: Database; logger: Logger }) {}

  /** Starts listening; changes committed from now on are delivered. */
  async start(): Promise<void> {
    if (this.unlisten) return
    const { headId } = await loadSafeChangeEvents(this.options.db, { afterId: 0, limit: 0 })
    this.lastId = headId
    this.unlisten = await this.options.db.listen(SAFE_CHANGES_CHANNEL, (payload) => this.receive(payload), {
      onLost: (error) => {
        this.connected = false
        this.options.logger.warn({ error: String(error) }, 'live updates: lost the notification connection')
        for (const observer of this.observers) observer.lost()
      },
      onRestored: () => {
        this.connected = true
        void this.catchUp()
      },
    })
    this.connected = true
    for (const observer of this.observers) observer.caughtUp()
  }

  /** Stops listening; listeners stay registered but hear nothing more, and observers hear `lost`. */
  async stop(): Promise<void> {
    const unlisten = this.unlisten
    this.unlisten = null
    if (unlisten) for (const observer of this.observers) observer.lost()
    await unlisten?.()
  }

  /** Follows the changes of one Safe until the returned function is called. */
  subscribe(chainId: string, safe: Address, listener: SafeChangeListener): () => void {
    const key = keyOf(chainId, safe)
    let set = this.listeners.get(key)
    if (!set) {
      set = new Set()
      this.listeners.set(key, set)
    }
    set.add(listener)
    return () => {
      const current = this.listeners.get(key)
      if (!current?.delete(listener)) return
      if (current.size === 0) this.listeners.delete(key)
    }
  }

  /**
   * Follows every change and the connection's state until the returned function is called. An observer that joins
   * while the hub is not listening (not started, stopped, disconnected or catching up) hears `lost` at once.
   */
  observe(observer: SafeChangeObserver): () => void {
    this.observers.add(observer)
    if (!this.unlisten || !this.connected || this.pending) observer.lost()
    return () => {
      this.observers.delete(observer)
    }
  }

  /** How many listeners are registered (leak checks). */
  get listenerCount(): number {
    let count = 0
    for (const set of this.listeners.values()) count += set.size
    return count
  }

  private receive(payload: string): void {
    let event: SafeChangeEvent
    try {
      event = safeChangeEventSchema.parse(JSON.parse(payload))
    } catch (error) {
      this.options.logger.warn({ error: String(error) }, 'live updates: ignored a malformed notification')
      return
    }
    // Observers hear it at once, even while a catch-up holds delivery back: they only need to know it happened.
    for (const observer of this.observers) observer.change(event)
    if (this.pending) this.pending.push(event)
    else this.dispatch(event)
  }

  private dispatch(event: SafeChangeEvent): void {
    // Already delivered by a catch-up.
    if (event.id <= this.lastId) return
    this.lastId = event.id
    for (const listener of this.listeners.get(keyOf(event.chainId, event.safe)) ?? []) listener.change(event)
  }

  private async catchUp(): Promise<void> {
    if (this.pending) {
      // Restored again during a catch-up: what was missed in between may be behind the log pages already read.
      this.catchUpAgain = true
      return
    }
    this.pending = []
    try {
      do {
        this.catchUpAgain = false
        await this.replayMissed()
      } while (this.catchUpAgain)
      this.options.logger.info({ lastId: this.lastId }, 'live updates: caught up after reconnecting')
    } catch (error) {
      // What was missed is unknown: every listener's client reloads, and resumes from its last id when it reconnects.
      this.options.logger.error({ error: String(error) }, 'live updates: could not catch up after reconnecting')
      for (const set of this.listeners.values()) for (const listener of set) listener.reset(this.lastId)
    } finally {
      const pending = this.pending
      this.pending = null
      for (const event of pending) this.dispatch(event)
    }
    // Lost again and not yet restored (or stopped): the next restoration catches up and reports.
    if (this.connected && this.unlisten) for (const observer of this.observers) observer.caughtUp()
  }

  /** Delivers the logged changes after `lastId`, or resets every listener when some were pruned meanwhile. */
  private async replayMissed(): Promise<void> {
    for (;;) {
      const log = await loadSafeChangeEvents(this.options.db, { afterId: this.lastId, limit: CATCH_UP_PAGE })
      if (log.prunedThrough > this.lastId) {
        this.lastId = log.headId
        for (const set of this.listeners.values()) for (const listener of set) listener.reset(log.headId)
        return
      }
      for (const event of log.events) {
        for (const observer of this.observers) observer.change(event)
        this.dispatch(event)
      }
      if (log.events.length < CATCH_UP_PAGE) return
    }
  }
}

function keyOf(chainId: string, safe: Address): string {
  return `${chainId}:${safe}`
}
