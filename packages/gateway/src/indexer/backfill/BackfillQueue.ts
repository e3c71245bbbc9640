import type { Address } from 'viem'

/** A Safe whose older history is still to be read (a row of safe_backfills not complete). */
export type PendingBackfill = {
  address: Address
  /** The newest block the backfill reads (the main loop reads the later ones). */
  top: number
  /** The oldest block it would read (the chain's start block). */
  floor: number
  /** History is complete from this block on: the next window ends at `completeFrom - 1`. */
  completeFrom: number
  /** Higher first: a signed-in owner's Safe (1) before an anonymous client's (0). */
  priority: number
}

/** One step of backfilling: blocks `from`–`to`, read for `safes` with one set of log queries. */
export type BackfillWindow = { from: number; to: number; safes: PendingBackfill[] }

/**
 * The backfills of a chain in memory, and which window to read next (docs/rpc-providers.md §5): always the newest
 * blocks not read yet of the highest-priority Safes. Every Safe whose cursor stands at the same block rides along in
 * the same queries (the cost of a window grows with its blocks, hardly with its Safes), and a window stops where the
 * next Safe's unread blocks begin, so that Safes added at different times fall into step and are read together from
 * there on.
 */
export class BackfillQueue {
  private readonly pending = new Map<Address, PendingBackfill>()

  get size(): number {
    return this.pending.size
  }

  has(address: Address): boolean {
    return this.pending.has(address)
  }

  /** Replaces every backfill (after a start or a rewind, from the database). */
  reset(backfills: readonly PendingBackfill[]): void {
    this.pending.clear()
    for (const backfill of backfills) this.add(backfill)
  }

  add(backfill: PendingBackfill): void {
    if (backfill.completeFrom > backfill.floor) this.pending.set(backfill.address, { ...backfill })
  }

  /** The next window of at most `span` blocks, or null when nothing is left to read. */
  next(span: number): BackfillWindow | null {
    const all = [...this.pending.values()]
    if (all.length === 0) return null
    const priority = Math.max(...all.map((backfill) => backfill.priority))
    const to = Math.max(...all.filter((backfill) => backfill.priority === priority).map(newestUnread))
    const safes = all.filter((backfill) => newestUnread(backfill) === to)
    const below = all.map(newestUnread).filter((block) => block < to)
    const from = Math.max(
      to - Math.max(1, span) + 1,
      Math.min(...safes.map((backfill) => backfill.floor)),
      below.length > 0 ? Math.max(...below) + 1 : Number.NEGATIVE_INFINITY,
    )
    return { from, to, safes: safes.map((backfill) => ({ ...backfill })) }
  }

  /** Records that `address` is complete from `completeFrom` on (or altogether); a complete one leaves the queue. */
  advance(address: Address, completeFrom: number, complete: boolean): void {
    const backfill = this.pending.get(address)
    if (!backfill) return
    if (complete || completeFrom <= backfill.floor) this.pending.delete(address)
    else backfill.completeFrom = completeFrom
  }
}

const newestUnread = (backfill: PendingBackfill) => backfill.completeFrom - 1
