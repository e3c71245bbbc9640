import type { Db } from '../../db/Db'
import { committedSafeChanges } from '../../domain/events/committedSafeChanges'
import type { SafeChangeEvent } from '../../domain/events/SafeChangeEvent'
import type { SafeChangeHub } from '../../realtime/SafeChangeHub'
import type { ResponseCache } from './ResponseCache'

/**
 * Keeps `cache` in step with the data its answers are made of. Every answer it holds (SafeInfo, the Safe's
 * transaction lists, transaction details) is scoped to one Safe, so each published Safe change voids that Safe's
 * answers, heard two ways:
 * - from the hub (`safe_changes` notifications): changes committed by any process, indexer included;
 * - synchronously on commit in this process (committedSafeChanges, from the afterCommit hook of
 *   publishSafeChanges), so a client that POSTs a proposal, confirmation or message and then GETs the queue from
 *   this process sees its write. LISTEN delivery is asynchronous on Postgres, so the hub alone would leave a window.
 * While the hub's notification connection is lost (and until it is restored and has caught up on the change log, or
 * has reset its listeners) nothing is served or stored; the cache restarts empty.
 *
 * What the answers depend on, and why each is covered (checked in the domain code):
 * - The Safe's rows (multisig transactions and confirmations, module transactions, transfers, creation, indexed
 *   state, SafeInfo tags): every writer publishes a change of that Safe in the same transaction: proposeTransaction
 *   (also the `trusted` flag), messages, delegates (publishDelegatesChange), the indexer's writeRange (one change per
 *   Safe with events or token transfers in the range, also when backfilling a Safe added by address) and reorg
 *   rewinds (rewindChain: a `reorg` change of every Safe that lost rows, blocks and timestamps included).
 * - Token metadata (tokens table: names, symbols, decimals, logos, `trusted`): it names addresses and tells token
 *   transfers apart in any Safe's answers, not only the Safe whose transfer revealed the token. Rows are only ever
 *   inserted, by writeRange, for tokens first seen in a transfer to or from an indexed Safe (fetchRange keeps only
 *   those), and that transfer publishes a change with kind `balances` (ERC-20) or `collectibles` (ERC-721) for that
 *   Safe. So any change with either kind voids the answers of every Safe on its chain (`chainChanged`). Coarse, but
 *   token transfers are rare next to reads; if the indexer ever wrote token metadata on its own, it must publish too.
 * - Address names: knownContracts (static) and token metadata (above). Chain config, trusted token list, Safe Apps
 *   registry and known master copies: read once at start, fixed for the process.
 * - SafeInfo: from the indexed state like the lists (voided with them); a Safe not indexed yet is read live, hence
 *   also keyed by the head block (chainHeadRevision).
 * - History date labels: `timezone_offset` / `timezone` are in the URL, hence in the key; page links are absolute, so
 *   the public base URL (Host / X-Forwarded-*) is part of the key too. No answer reads the clock or the session.
 * - A Safe the index does not know yet is answered from a live snapshot in a process that does not index; the
 *   indexing process's backfill then publishes changes for what it finds. A Safe with no event at all in the indexed
 *   range gains no rows, so such an answer only differs by the block its snapshot was read at; `maxAgeMs` bounds it.
 * @returns a function that stops following.
 */
export function invalidateOnSafeChanges(cache: ResponseCache, { hub, db }: { hub: SafeChangeHub; db: Db }): () => void {
  const change = (event: SafeChangeEvent) => {
    cache.safeChanged(event.chainId, event.safe)
    if (event.kinds.includes('balances') || event.kinds.includes('collectibles')) cache.chainChanged(event.chainId)
  }
  const stopCommitted = committedSafeChanges.subscribe(db, change)
  const stopObserving = hub.observe({ change, lost: () => cache.suspend(), caughtUp: () => cache.resume() })
  return () => {
    stopCommitted()
    stopObserving()
  }
}
