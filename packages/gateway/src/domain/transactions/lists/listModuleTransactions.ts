import type { TransactionItem } from '@strongroom/protocol'
import type { Address, Hash } from 'viem'
import { requireChain } from '../../chains/requireChain'
import type { GatewayContext } from '../../GatewayContext'
import type { PagedResult, PageWindow } from '../../PagedResult'
import { getSafeSnapshot } from '../../safes/getSafeSnapshot'
import { type SqlCondition, sql } from '../../sql/SqlCondition'
import { countModuleTransactions, loadModuleTransactions } from '../load/loadModuleTransactions'
import { buildMappingContext } from '../map/buildMappingContext'
import { buildModuleTransactionSummary } from '../map/buildModuleTransactionSummary'

/** Filters of `/safes/{address}/module-transactions/`. */
export type ModuleTransactionFilters = { to?: Address; module?: Address; transactionHash?: Hash }

/**
 * Calls the Safe's enabled modules made through it, newest first (docs/gateway-api.md §4.7).
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function listModuleTransactions(
  { db, chains, safeApps }: GatewayContext,
  {
    chainId,
    safe: address,
    filters,
    page,
  }: { chainId: string; safe: Address; filters: ModuleTransactionFilters; page: PageWindow },
): Promise<PagedResult<TransactionItem>> {
  const chain = requireChain(chains, chainId)
  const safe = await getSafeSnapshot({ chain, db, address })
  const where: SqlCondition[] = [sql('safe = ?', address)]
  if (filters.to) where.push(sql('"to" = ?', filters.to))
  if (filters.module) where.push(sql('module = ?', filters.module))
  if (filters.transactionHash) where.push(sql('tx_hash = ?', filters.transactionHash.toLowerCase()))
  const [total, transactions] = await Promise.all([
    countModuleTransactions(db, { chainId, where }),
    loadModuleTransactions(db, { chainId, where, ...page }),
  ])
  const context = await buildMappingContext({ chain, db, safeApps, safe, addresses: transactions.map((tx) => tx.to) })
  return {
    total,
    items: transactions.map((tx) => ({
      type: 'TRANSACTION',
      transaction: buildModuleTransactionSummary(tx, context),
      conflictType: 'None',
    })),
  }
}
