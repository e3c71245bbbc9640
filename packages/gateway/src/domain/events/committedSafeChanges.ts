import type { Db } from '../../db/Db'
import type { SafeChangeEvent } from './SafeChangeEvent'

/** Hears a change right after the transaction that published it committed, in the committing process. */
export type CommittedSafeChangeListener = (event: SafeChangeEvent) => void

const listenersByDb = new WeakMap<Db, Set<CommittedSafeChangeListener>>()

/**
 * The in-process path of a published change: publishSafeChanges announces each event here from the transaction's
 * afterCommit hook, synchronously, before the writer's `transaction()` call resolves. The `safe_changes` notification
 * reaches every process too, but LISTEN delivery is asynchronous on Postgres, so a client that POSTs a proposal and
 * then GETs the queue from the same process could otherwise be answered from a response cached before its write.
 *
 * Listeners are kept per database object (the one whose `transaction()` committed), because writers such as the
 * indexer and the domain use cases only hold a transaction handle; two gateways on separate connections to one
 * database hear each other only through notifications, as two processes would.
 */
export const committedSafeChanges = {
  /** Calls `listener` with every change committed through `db`; returns a function that stops it. */
  subscribe(db: Db, listener: CommittedSafeChangeListener): () => void {
    let listeners = listenersByDb.get(db)
    if (!listeners) {
      listeners = new Set()
      listenersByDb.set(db, listeners)
    }
    listeners.add(listener)
    return () => {
      listenersByDb.get(db)?.delete(listener)
    }
  },

  /** Tells the listeners of `db` about a change whose transaction has just committed. */
  announce(db: Db, event: SafeChangeEvent): void {
    // Every listener hears it even if one throws; the first error then reaches the caller (the afterCommit runner).
    let failure: { error: unknown } | null = null
    for (const listener of listenersByDb.get(db) ?? []) {
      try {
        listener(event)
      } catch (error) {
        failure ??= { error }
      }
    }
    if (failure) throw failure.error
  },
}
