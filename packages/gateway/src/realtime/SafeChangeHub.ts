import type { Address } from 'viem'
import type { Database } from '../db/Db'
import { loadSafeChangeEvents } from '../domain/events/loadSafeChangeEvents'
import { SAFE_CHANGES_CHANNEL } from '../domain/events/publishSafeChange'
import { type SafeChangeEvent, safeChangeEventSchema } from '../domain/events/SafeChangeEvent'
import type { Logger } from '../indexer/Logger'

/** Someone following one Safe's changes (an open event stream). */
export type SafeChangeListener = {
  /** A change committed by any gateway process on the database, in id order. */
  change(event: SafeChangeEvent): void
  /** Changes were missed and cannot be replayed (older than the retention): reload everything; `headId` is current. */
  reset(headId: number): void
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
      onLost: (error) =>
        this.options.logger.warn({ error: String(error) }, 'live updates: lost the notification connection'),
      onRestored: () => void this.catchUp(),
    })
  }

  /** Stops listening; listeners stay registered but hear nothing more. */
  async stop(): Promise<void> {
    const unlisten = this.unlisten
    this.unlisten = null
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
    if (this.pending) return
    this.pending = []
    try {
      for (;;) {
        const log = await loadSafeChangeEvents(this.options.db, { afterId: this.lastId, limit: CATCH_UP_PAGE })
        if (log.prunedThrough > this.lastId) {
          this.lastId = log.headId
          for (const set of this.listeners.values()) for (const listener of set) listener.reset(log.headId)
          break
        }
        for (const event of log.events) this.dispatch(event)
        if (log.events.length < CATCH_UP_PAGE) break
      }
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
  }
}

function keyOf(chainId: string, safe: Address): string {
  return `${chainId}:${safe}`
}
