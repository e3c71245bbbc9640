import type { TransactionItem, TransactionListItem } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../../chains/requireChain'
import type { GatewayContext } from '../../GatewayContext'
import type { PagedResult, PageWindow } from '../../PagedResult'
import { getSafeSnapshot } from '../../safes/getSafeSnapshot'
import { sql } from '../../sql/SqlCondition'
import { type HistoryEntryKey, loadHistoryEntries } from '../load/loadHistoryEntries'
import { loadModuleTransactions } from '../load/loadModuleTransactions'
import { loadMultisigTransactions } from '../load/loadMultisigTransactions'
import { loadSafeCreation } from '../load/loadSafeCreation'
import { loadTransfers, NEWEST_TRANSFERS_FIRST } from '../load/loadTransfers'
import { loadUnavailableExecutions } from '../load/loadUnavailableExecutions'
import type { TransferRecord } from '../load/TransferRecord'
import { buildCreationSummary } from '../map/buildCreationSummary'
import { buildMappingContext } from '../map/buildMappingContext'
import { buildModuleTransactionSummary } from '../map/buildModuleTransactionSummary'
import { buildMultisigTransactionSummary } from '../map/buildMultisigTransactionSummary'
import { buildTransferSummary } from '../map/buildTransferSummary'
import { buildUnavailableExecutionSummary } from '../map/buildUnavailableExecution'
import { addDateLabels, type HistoryEntry } from './addDateLabels'
import { createDayKey } from './createDayKey'

/** CGW `mappings.history.maxNestedTransfers`: an airdrop-style tx with thousands of transfers shows the first 100. */
const MAX_NESTED_TRANSFERS = 100

function moduleKey({ txHash, logIndex }: { txHash: string; logIndex: number }): string {
  return `${txHash}:${logIndex}`
}

function asItem(transaction: TransactionItem['transaction']): TransactionItem {
  return { type: 'TRANSACTION', transaction, conflictType: 'None' }
}

/**
 * Which transfers of an Ethereum transaction the history shows. With `trusted` (the default): no zero-value ERC-20
 * transfers (the address-poisoning pattern), and on a chain that names trusted tokens only those (CGW
 * `FF_TRUSTED_TOKENS`, which an operator turns on here by configuring `trustedTokens`). Without it, every transfer, so
 * that a client can show what it hides and why (docs/spam-and-poisoning.md §2). Ether and ERC-721 always show.
 */
function visibleTransfers(
  transfers: TransferRecord[],
  { trusted, onlyTrustedTokens }: { trusted: boolean; onlyTrustedTokens: boolean },
): TransferRecord[] {
  return transfers
    .filter((transfer) => !trusted || transfer.type !== 'ERC20' || transfer.value !== 0n)
    .filter((transfer) => !onlyTrustedTokens || transfer.type !== 'ERC20' || transfer.token?.trusted === true)
    .slice(0, MAX_NESTED_TRANSFERS)
}

/**
 * The Safe's executed history with date labels (docs/gateway-api.md §4.8): multisig and module executions and the
 * transfers of other transactions, newest first; the Safe's creation closes the last page. `total` counts entries
 * before expansion, as the transaction service's count does.
 *
 * After the first page one extra entry before the window is read, only to know which day the previous page ended on.
 * @throws {InvalidInputError} for an unknown time zone.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function getTransactionHistory(
  { db, chains, safeApps }: GatewayContext,
  {
    chainId,
    safe: address,
    page,
    timezone,
    timezoneOffsetMs,
    trusted,
  }: {
    chainId: string
    safe: Address
    page: PageWindow
    /** The client's IANA time zone; wins over `timezoneOffsetMs`. */
    timezone?: string
    /** The client's offset east of UTC in ms (`timezone_offset`). */
    timezoneOffsetMs: number
    trusted: boolean
  },
): Promise<PagedResult<TransactionListItem>> {
  const chain = requireChain(chains, chainId)
  const dayKey = createDayKey({ timezoneOffsetMs, ...(timezone ? { timezone } : {}) })
  const safe = await getSafeSnapshot({ chain, db, address })
  const hasPrevious = page.offset > 0
  const { entries: fetched, total } = await loadHistoryEntries(db, {
    chainId,
    safe: address,
    limit: hasPrevious ? page.limit + 1 : page.limit,
    offset: hasPrevious ? page.offset - 1 : page.offset,
  })
  const previous = hasPrevious ? (fetched[0] ?? null) : null
  const keys = hasPrevious ? fetched.slice(1) : fetched
  const isLastPage = page.offset + page.limit >= total

  const multisigHashes = keys.flatMap((key) => (key.kind === 'MULTISIG' ? [key.safeTxHash] : []))
  const moduleKeys = new Set(keys.flatMap((key) => (key.kind === 'MODULE' ? [moduleKey(key)] : [])))
  const moduleTxHashes = keys.flatMap((key) => (key.kind === 'MODULE' ? [key.txHash] : []))
  const transferTxHashes = keys.flatMap((key) => (key.kind === 'TRANSFERS' ? [key.txHash] : []))
  // Module transactions and transfers are read by tx_hash alone, in tx_hash order, and this Safe's rows of this page
  // kept here: the (chain_id, tx_hash) index is then the planner's only good choice, even without statistics (PGlite
  // until ANALYZE rates `safe = $n` so selective that it would walk all of the Safe's rows through another index).
  const [multisig, moduleRows, transferRows, creation, unavailable] = await Promise.all([
    multisigHashes.length
      ? loadMultisigTransactions(db, {
          chainId,
          where: [sql('safe = ?', address), sql('safe_tx_hash = any(?::text[])', multisigHashes)],
        })
      : [],
    moduleTxHashes.length
      ? loadModuleTransactions(db, {
          chainId,
          where: [sql('tx_hash = any(?::text[])', moduleTxHashes)],
          orderBy: 'tx_hash, log_index',
        })
      : [],
    transferTxHashes.length
      ? loadTransfers(db, {
          chainId,
          where: [sql('t.tx_hash = any(?::text[])', transferTxHashes)],
          // Grouped by transaction, each newest first as the history shows them.
          orderBy: `t.tx_hash, ${NEWEST_TRANSFERS_FIRST}`,
        })
      : [],
    isLastPage ? loadSafeCreation(db, chainId, address) : null,
    loadUnavailableExecutions(db, {
      chainId,
      safe: address,
      safeTxHashes: multisigHashes,
      moduleTxHashes: moduleTxHashes,
    }),
  ])
  // Only the page's own module transactions: another one of the same Ethereum transaction would add its target to the
  // address names below.
  const modules = moduleRows.filter((tx) => tx.safe === address && moduleKeys.has(moduleKey(tx)))
  const transfers = transferRows.filter((transfer) => transfer.safe === address)
  const context = await buildMappingContext({
    safeApps,
    chain,
    db,
    safe,
    addresses: [...multisig.map((tx) => tx.to), ...modules.map((tx) => tx.to)],
  })

  const onlyTrustedTokens = trusted && chain.config.trustedTokens.length > 0
  const toEntry = (key: HistoryEntryKey): HistoryEntry => {
    const timestamp = key.timestamp.getTime()
    switch (key.kind) {
      case 'MULTISIG': {
        const tx = multisig.find((candidate) => candidate.safeTxHash === key.safeTxHash)
        if (tx) return { timestamp, items: [asItem(buildMultisigTransactionSummary(tx, context))] }
        const unknown = unavailable.find((row) => row.kind === 'MULTISIG' && row.safeTxHash === key.safeTxHash)
        return { timestamp, items: unknown ? [asItem(buildUnavailableExecutionSummary(unknown, context))] : [] }
      }
      case 'MODULE': {
        const tx = modules.find((candidate) => candidate.txHash === key.txHash && candidate.logIndex === key.logIndex)
        if (tx) return { timestamp, items: [asItem(buildModuleTransactionSummary(tx, context))] }
        const unknown = unavailable.find(
          (row) => row.kind === 'MODULE' && row.txHash === key.txHash && row.logIndex === key.logIndex,
        )
        return { timestamp, items: unknown ? [asItem(buildUnavailableExecutionSummary(unknown, context))] : [] }
      }
      case 'TRANSFERS': {
        const ofTx = transfers.filter((transfer) => transfer.txHash === key.txHash)
        return {
          timestamp,
          items: visibleTransfers(ofTx, { trusted, onlyTrustedTokens }).map((transfer) =>
            asItem(buildTransferSummary(transfer, context)),
          ),
        }
      }
    }
  }
  const entries = keys.map(toEntry)
  if (creation) {
    entries.push({ timestamp: creation.createdAt.getTime(), items: [asItem(buildCreationSummary(creation, context))] })
  }
  return {
    total,
    items: addDateLabels({ entries, previousEntryTimestamp: previous?.timestamp.getTime() ?? null, dayKey }),
  }
}
