import type { TransactionListItem } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../../chains/requireChain'
import type { GatewayContext } from '../../GatewayContext'
import type { PagedResult, PageWindow } from '../../PagedResult'
import { getSafeSnapshot } from '../../safes/getSafeSnapshot'
import { type SqlCondition, sql } from '../../sql/SqlCondition'
import { countMultisigTransactions, loadMultisigTransactions, ofSafe } from '../load/loadMultisigTransactions'
import { buildMappingContext } from '../map/buildMappingContext'
import { buildMultisigTransactionSummary } from '../map/buildMultisigTransactionSummary'
import { groupQueuedItems } from './groupQueuedItems'

/**
 * The Safe's queue (docs/gateway-api.md §4.9): unexecuted transactions with a nonce at or above the Safe's, by nonce then
 * submission, grouped under Next/Queued labels and conflict headers. `total` is the number of queued transactions;
 * the page itself may hold labels, headers and one transaction repeated from the previous page.
 *
 * The window reaches one transaction past each edge of the page (CGW `getAdjustedPaginationForQueue`, with CGW-HEAD's
 * fix that also widens the first page): the one before is shown again as the continuation of its nonce group, the one
 * after is only read to know whether the last group goes on.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function getTransactionQueue(
  { db, chains, safeApps }: GatewayContext,
  { chainId, safe: address, page, trusted }: { chainId: string; safe: Address; page: PageWindow; trusted: boolean },
): Promise<PagedResult<TransactionListItem>> {
  const chain = requireChain(chains, chainId)
  const safe = await getSafeSnapshot({ chain, db, address })
  const where: SqlCondition[] = [ofSafe(address), sql('block_number is null'), sql('nonce >= ?', safe.nonce)]
  if (trusted) where.push(sql('trusted'))

  const window =
    page.offset === 0 ? { limit: page.limit + 1, offset: 0 } : { limit: page.limit + 2, offset: page.offset - 1 }
  const [total, fetched] = await Promise.all([
    countMultisigTransactions(db, { chainId, where }),
    loadMultisigTransactions(db, { chainId, where, orderBy: 'nonce asc, submitted_at asc', ...window }),
  ])
  const upstreamHasNext = window.offset + window.limit < total
  const shown = upstreamHasNext ? fetched.slice(0, -1) : fetched
  const context = await buildMappingContext({
    safeApps,
    chain,
    db,
    safe,
    addresses: shown.map((tx) => tx.to),
  })
  const items = groupQueuedItems({
    entries: shown.map((tx) => ({ nonce: Number(tx.nonce), summary: buildMultisigTransactionSummary(tx, context) })),
    safeNonce: Number(safe.nonce),
    previousPageLastNonce: page.offset > 0 && fetched[0] ? Number(fetched[0].nonce) : null,
    nextPageFirstNonce: upstreamHasNext && fetched.length > 0 ? Number(fetched[fetched.length - 1]?.nonce) : null,
  })
  return { total, items }
}
