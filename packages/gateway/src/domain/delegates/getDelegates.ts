import type { Delegate } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { PagedResult, PageWindow } from '../PagedResult'
import { type SqlCondition, sql, whereClause } from '../sql/SqlCondition'

/** Filters of `GET /v{1,2}/chains/{chainId}/delegates`; each one given must match exactly. */
export type DelegateFilters = { safe?: Address; delegate?: Address; delegator?: Address; label?: string }

/**
 * Delegates (addresses allowed to propose for an owner) matching the filters, oldest first (docs/gateway-api.md §4.18).
 * Lapsed delegations are left out, and so are delegations for one Safe whose delegator the index no longer lists
 * among its owners (the transaction service deletes those when the owner goes).
 * @throws {ChainNotServedError}
 */
export async function getDelegates(
  { db, chains }: GatewayContext,
  { chainId, filters, page }: { chainId: string; filters: DelegateFilters; page: PageWindow },
): Promise<PagedResult<Delegate>> {
  requireChain(chains, chainId)
  const conditions: SqlCondition[] = [
    sql('d.chain_id = ?', chainId),
    sql('d.expiry_date is null or d.expiry_date > now()'),
    sql(`d.safe is null or not exists (
           select 1 from safe_states s
            where s.chain_id = d.chain_id and s.address = d.safe and not (d.delegator = any(s.owners)))`),
  ]
  if (filters.safe) conditions.push(sql('d.safe = ?', filters.safe))
  if (filters.delegate) conditions.push(sql('d.delegate = ?', filters.delegate))
  if (filters.delegator) conditions.push(sql('d.delegator = ?', filters.delegator))
  if (filters.label !== undefined) conditions.push(sql('d.label = ?', filters.label))
  const where = whereClause(conditions)
  const next = where.params.length + 1
  const rows = await db.query<Delegate>(
    `select d.safe, d.delegate, d.delegator, d.label from delegates d ${where.sql}
      order by d.created_at, d.delegate, d.delegator limit $${next} offset $${next + 1}`,
    [...where.params, page.limit, page.offset],
  )
  const [count] = await db.query<{ total: number }>(
    `select count(*)::integer as total from delegates d ${where.sql}`,
    where.params,
  )
  return { items: rows, total: count?.total ?? 0 }
}
