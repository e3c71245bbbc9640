import type { Address } from 'viem'
import type { Db } from '../db/Db'
import { insertRows } from '../db/insertRows'
import { publishSafeChange } from '../domain/events/publishSafeChange'
import { collectRangeChanges } from './collectRangeChanges'
import { eventHandlers } from './eventHandlers'
import type { RangeData } from './fetchRange'
import { writeTokenTransfers } from './handlers/tokenTransferHandler'
import { IndexerError } from './IndexerError'
import type { Logger } from './Logger'
import type { RangeContext } from './RangeContext'
import { recomputeSafeStates } from './recomputeSafeStates'
import type { SafeEvent } from './SafeEvent'
import type { SingletonVersions } from './SingletonVersions'
import { safeOf } from './safeOf'
import { applyEventsToStates } from './safeStateStore'

export type WriteRangeOptions = {
  chainId: string
  data: RangeData
  /** Safes the range may write rows for (already indexed + created in the range). */
  indexedSafes: ReadonlySet<Address>
  trustedTokens: ReadonlySet<Address>
  versions: SingletonVersions
  logger: Logger
  /** Queue push notifications for the range's changes (only near the chain head; default false). */
  notify?: boolean
}

/**
 * Writes everything a fetched range produced, in chain order: raw events, the rows of each event family, the new
 * Safe states, token transfers and metadata, and the block headers; last, it publishes one change per Safe touched
 * (live updates, SafeInfo tags, push notifications). Must run inside the caller's transaction (the caller adds the
 * checkpoint), so a range is stored entirely or not at all; natural keys make a replay harmless.
 */
export async function writeRange(tx: Db, options: WriteRangeOptions): Promise<void> {
  const { chainId, data, logger } = options
  const ctx: RangeContext = {
    tx,
    chainId,
    events: data.events,
    header: (blockNumber) => {
      const header = data.headers.get(blockNumber)
      if (!header)
        throw new IndexerError(`Header of block ${blockNumber} was not fetched.`, {
          retryable: false,
          details: { blockNumber },
        })
      return header
    },
    receipt: (hash) => data.receipts.get(hash),
    transaction: (hash) => data.transactions.get(hash),
    versionOf: options.versions.versionOf,
    logger,
  }

  await insertRows(
    tx,
    'safe_events',
    ['chain_id', 'block_number', 'log_index', 'block_hash', 'tx_hash', 'tx_index', 'safe', 'event', 'args'],
    data.events.map((event) => [
      chainId,
      event.blockNumber,
      event.logIndex,
      event.blockHash,
      event.txHash,
      event.txIndex,
      safeOf(event),
      event.event,
      JSON.stringify(event.args),
    ]),
  )

  for (const event of data.events) {
    for (const handler of eventHandlers) {
      const write = handler.write?.[event.event] as ((ctx: RangeContext, event: SafeEvent) => Promise<void>) | undefined
      if (write) await write(ctx, event)
    }
  }

  // A Safe whose SafeSetup is in this range gets its state rebuilt from scratch (a Safe added by address before its
  // creation was seen has just received its real initial state); the others advance incrementally.
  const setUp = new Set(data.events.filter((event) => event.event === 'SafeSetup').map((event) => event.address))
  await recomputeSafeStates(tx, chainId, [...setUp], options.versions)
  await applyEventsToStates(
    tx,
    chainId,
    data.events.filter((event) => !setUp.has(event.address)),
    options.versions,
  )

  await writeTokenTransfers(ctx, data.tokenTransfers, (address) => options.indexedSafes.has(address))
  await insertRows(
    tx,
    'tokens',
    ['chain_id', 'address', 'type', 'name', 'symbol', 'decimals', 'trusted'],
    data.tokens.map((token) => [
      chainId,
      token.address,
      token.type,
      token.name,
      token.symbol,
      token.decimals,
      options.trustedTokens.has(token.address),
    ]),
  )

  await insertRows(
    tx,
    'blocks',
    ['chain_id', 'number', 'hash', 'parent_hash', 'timestamp'],
    [...data.headers.values()].map((header) => [
      chainId,
      header.number,
      header.hash,
      header.parentHash,
      header.timestamp,
    ]),
    `on conflict (chain_id, number) do update set hash = excluded.hash, parent_hash = excluded.parent_hash,
       timestamp = excluded.timestamp`,
  )

  const changes = collectRangeChanges({
    chainId,
    data,
    isIndexedSafe: (address) => options.indexedSafes.has(address),
    notify: options.notify ?? false,
  })
  for (const change of changes) await publishSafeChange(tx, change)
}
