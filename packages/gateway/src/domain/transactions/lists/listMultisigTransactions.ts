import type { TransactionItem } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../../chains/requireChain'
import type { GatewayContext } from '../../GatewayContext'
import type { PagedResult, PageWindow } from '../../PagedResult'
import { getSafeSnapshot } from '../../safes/getSafeSnapshot'
import { type SqlCondition, sql } from '../../sql/SqlCondition'
import { countMultisigTransactions, loadMultisigTransactions, ofSafe } from '../load/loadMultisigTransactions'
import { buildMappingContext } from '../map/buildMappingContext'
import { buildMultisigTransactionSummary } from '../map/buildMultisigTransactionSummary'

/** Filters of `/safes/{address}/multisig-transactions/` (transaction-service query names in comments). */
export type MultisigTransactionFilters = {
  /** execution_date__gte */
  executedFrom?: Date
  /** execution_date__lte */
  executedUntil?: Date
  to?: Address
  value?: bigint
  nonce?: bigint
  executed?: boolean
}

function toConditions(filters: MultisigTransactionFilters): SqlCondition[] {
  const conditions: SqlCondition[] = []
  if (filters.executedFrom) conditions.push(sql('executed_at >= ?', filters.executedFrom))
  if (filters.executedUntil) conditions.push(sql('executed_at <= ?', filters.executedUntil))
  if (filters.to) conditions.push(sql('"to" = ?', filters.to))
  if (filters.value !== undefined) conditions.push(sql('value = ?', filters.value))
  if (filters.nonce !== undefined) conditions.push(sql('nonce = ?', filters.nonce))
  if (filters.executed !== undefined)
    conditions.push(sql(filters.executed ? 'block_number is not null' : 'block_number is null'))
  return conditions
}

/**
 * A Safe's multisig transactions, queued and executed, highest nonce first (docs/gateway-api.md §4.7). Status and txInfo are
 * computed against the Safe's current state.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function listMultisigTransactions(
  { db, chains, safeApps }: GatewayContext,
  {
    chainId,
    safe: address,
    filters,
    page,
  }: { chainId: string; safe: Address; filters: MultisigTransactionFilters; page: PageWindow },
): Promise<PagedResult<TransactionItem>> {
  const chain = requireChain(chains, chainId)
  const safe = await getSafeSnapshot({ chain, db, address })
  const where = [ofSafe(address), ...toConditions(filters)]
  const [total, transactions] = await Promise.all([
    countMultisigTransactions(db, { chainId, where }),
    loadMultisigTransactions(db, { chainId, where, orderBy: 'nonce desc, submitted_at desc', ...page }),
  ])
  const context = await buildMappingContext({
    safeApps,
    chain,
    db,
    safe,
    addresses: transactions.map((tx) => tx.to),
  })
  return {
    total,
    items: transactions.map((tx) => ({
      type: 'TRANSACTION',
      transaction: buildMultisigTransactionSummary(tx, context),
      conflictType: 'None',
    })),
  }
}
