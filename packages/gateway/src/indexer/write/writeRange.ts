import type { Address } from 'viem'
import type { Logger } from '../../createLogger'
import type { Db } from '../../db/Db'
import { insertRows } from '../../db/insertRows'
import { insertRowsByColumn } from '../../db/insertRowsByColumn'
import { publishSafeChanges } from '../../domain/events/publishSafeChanges'
import { decodeAdditionalInfo } from '../decode/decodeMultisigExecution'
import type { SafeEvent } from '../decode/SafeEvent'
import { safeOf } from '../decode/safeOf'
import { isMultisigOutcome, logKey } from '../executions/findUnpairedOutcomes'
import { loadThresholdsAtExecutions } from '../executions/loadThresholdsAtExecutions'
import type { RangeData } from '../fetch/fetchRange'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { eventHandlers } from '../handlers/eventHandlers'
import { writeTokenTransfers } from '../handlers/tokenTransferHandler'
import { IndexerError } from '../IndexerError'
import { recomputeSafeStates } from '../state/recomputeSafeStates'
import { applyEventsToStates } from '../state/safeStateStore'
import { collectRangeChanges } from './collectRangeChanges'
import type { RangeContext } from './RangeContext'
import { RowBuffer } from './RowBuffer'
import { rangeTables } from './rangeTables'

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
  const rows = new RowBuffer(rangeTables)
  const thresholds = await loadThresholdsAtExecutions(tx, chainId, data.events, data.executions)
  const ctx: RangeContext = {
    chainId,
    rows,
    now: new Date(),
    events: data.events,
    timestamp: (blockNumber) => {
      const timestamp = data.timestamps.get(blockNumber)
      if (!timestamp)
        throw new IndexerError(`The timestamp of block ${blockNumber} was not read.`, {
          retryable: false,
          details: { blockNumber },
        })
      return timestamp
    },
    transaction: (hash) => data.transactions.get(hash),
    executedNonces: await loadExecutedNonces(tx, chainId, data.events),
    versionOf: options.versions.versionOf,
    execution: (log) => data.executions.get(logKey(log)),
    thresholdAt: (log) => thresholds.get(logKey(log)),
    creationSingleton: (safe) => data.creationSingletons.get(safe) ?? null,
    logger,
  }

  await insertRowsByColumn(
    tx,
    'safe_events',
    ['chain_id', 'block_number', 'log_index', 'block_hash', 'tx_hash', 'tx_index', 'safe', 'event', 'args'],
    ['text', 'bigint', 'integer', 'text', 'text', 'integer', 'text', 'text', 'jsonb'],
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
      const write = handler.write?.[event.event] as
        | ((ctx: RangeContext, event: SafeEvent) => void | Promise<void>)
        | undefined
      if (write) await write(ctx, event)
    }
  }
  writeTokenTransfers(ctx, data.tokenTransfers, (address) => options.indexedSafes.has(address))
  await rows.flush(tx)

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
  await publishSafeChanges(tx, changes)
}

/**
 * The executed safeTxHash of every (Safe, nonce) the range executes that is stored already, in one query, as the
 * lookup the multisig handlers use (they add the range's own executions as they go): the nonce of an L2 execution
 * comes with its event, that of an L1 one from the chain or its hash search (`args.nonce`, docs/indexing.md §3.7).
 * An execution whose nonce another stored execution holds is then ignored and logged instead of failing the write on
 * the unique executed nonce (which retried the range for ever).
 */
async function loadExecutedNonces(
  tx: Db,
  chainId: string,
  events: readonly SafeEvent[],
): Promise<RangeContext['executedNonces']> {
  const key = (safe: Address, nonce: bigint | string) => `${safe}:${nonce}`
  const executed = new Map<string, string>()
  const executions = events.flatMap((event) => {
    if (event.event === 'SafeMultiSigTransaction')
      return [{ safe: event.address, nonce: String(decodeAdditionalInfo(event.args.additionalInfo).nonce) }]
    if (isMultisigOutcome(event) && event.args.nonce !== undefined)
      return [{ safe: event.address, nonce: event.args.nonce }]
    return []
  })
  if (executions.length > 0) {
    const safes = [...new Set(executions.map((execution) => execution.safe))]
    const nonces = [...new Set(executions.map((execution) => execution.nonce))]
    const stored = await tx.query<{ safe: Address; nonce: string; safe_tx_hash: string }>(
      `select safe, nonce::text as nonce, safe_tx_hash from multisig_transactions
       where chain_id = $1 and block_number is not null and safe = any($2) and nonce = any($3::numeric[])`,
      [chainId, safes, nonces],
    )
    for (const row of stored) executed.set(key(row.safe, row.nonce), row.safe_tx_hash)
  }
  return {
    get: (safe, nonce) => executed.get(key(safe, nonce)),
    claim: (safe, nonce, safeTxHash) => {
      executed.set(key(safe, nonce), safeTxHash)
    },
  }
}
