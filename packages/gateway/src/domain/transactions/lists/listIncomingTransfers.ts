import type { TransactionItem } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../../chains/requireChain'
import type { GatewayContext } from '../../GatewayContext'
import type { PagedResult, PageWindow } from '../../PagedResult'
import { getSafeSnapshot } from '../../safes/getSafeSnapshot'
import { type SqlCondition, sql } from '../../sql/SqlCondition'
import { countTransfers, loadTransfers } from '../load/loadTransfers'
import { buildMappingContext } from '../map/buildMappingContext'
import { buildTransferSummary } from '../map/buildTransferSummary'

/** Filters of `/safes/{address}/incoming-transfers/`. */
export type IncomingTransferFilters = {
  executedFrom?: Date
  executedUntil?: Date
  to?: Address
  value?: bigint
  tokenAddress?: Address
  /** Only native coin and tokens marked trusted. */
  trusted?: boolean
}

/**
 * Ether and tokens the Safe received, newest first (docs/gateway-api.md §4.7): Transfer txInfo, status SUCCESS.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function listIncomingTransfers(
  { db, chains, safeApps }: GatewayContext,
  {
    chainId,
    safe: address,
    filters,
    page,
  }: { chainId: string; safe: Address; filters: IncomingTransferFilters; page: PageWindow },
): Promise<PagedResult<TransactionItem>> {
  const chain = requireChain(chains, chainId)
  const safe = await getSafeSnapshot({ chain, db, address })
  const where: SqlCondition[] = [sql('t.safe = ?', address), sql(`t.direction = 'INCOMING'`)]
  if (filters.executedFrom) where.push(sql('t.executed_at >= ?', filters.executedFrom))
  if (filters.executedUntil) where.push(sql('t.executed_at <= ?', filters.executedUntil))
  if (filters.to) where.push(sql('t."to" = ?', filters.to))
  if (filters.value !== undefined) where.push(sql('t.value = ?', filters.value))
  if (filters.tokenAddress) where.push(sql('t.token_address = ?', filters.tokenAddress))
  if (filters.trusted)
    where.push(
      sql(`t.type = 'ETHER' or exists (select 1 from tokens k where k.chain_id = t.chain_id
             and k.address = t.token_address and k.trusted)`),
    )
  const [total, transfers] = await Promise.all([
    countTransfers(db, { chainId, where }),
    loadTransfers(db, { chainId, where, ...page }),
  ])
  const context = await buildMappingContext({ chain, db, safeApps, safe, addresses: [] })
  return {
    total,
    items: transfers.map((transfer) => ({
      type: 'TRANSACTION',
      transaction: buildTransferSummary(transfer, context),
      conflictType: 'None',
    })),
  }
}
