import type { SafeMessageListItem } from '@strongroom/protocol'
import type { Address } from 'viem'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { PagedResult, PageWindow } from '../PagedResult'
import { getSafeSnapshot } from '../safes/getSafeSnapshot'
import { addMessageDateLabels } from './addMessageDateLabels'
import { buildSafeMessage } from './buildSafeMessage'
import { loadSafeMessagePage } from './loadSafeMessages'

/**
 * `GET /v1/chains/{chainId}/safes/{safe}/messages` (docs/gateway-api.md §4.17): one page of the Safe's messages, newest
 * first, with UTC-midnight DATE_LABEL items; `total` counts messages (the page's `count`), not items.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function listSafeMessages(
  { db, chains, safeApps }: GatewayContext,
  { chainId, safe: address, page }: { chainId: string; safe: Address; page: PageWindow },
): Promise<PagedResult<SafeMessageListItem>> {
  const chain = requireChain(chains, chainId)
  const safe = await getSafeSnapshot({ chain, db, address })
  const { records, total } = await loadSafeMessagePage(db, { chainId, safe: address, ...page })
  const addressInfo = createAddressInfoResolver()
  const items = records.map((record) => ({
    type: 'MESSAGE' as const,
    ...buildSafeMessage(record, { safe, safeApps, addressInfo }),
  }))
  return { items: addMessageDateLabels(items), total }
}
