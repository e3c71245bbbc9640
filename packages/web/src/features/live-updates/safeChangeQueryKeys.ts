import type { SafeChangeKind } from '@strongroom/protocol'
import type { QueryKey } from '@tanstack/react-query'
import { getAddress } from 'viem'
import type { SafeQueryScope } from './SafeQueryScope'

/**
 * The query resources (third element of a gateway query key) each kind of change makes stale. Dashboard "waiting for
 * your signature" reads the queue query, and Safe lists' totals read the balances query, so both follow with them.
 * A new Safe-scoped query joins live updates by using one of these names.
 */
const RESOURCES_BY_KIND: Readonly<Record<SafeChangeKind, readonly string[]>> = {
  queue: ['queued'],
  history: ['history'],
  balances: ['balances'],
  collectibles: ['collectibles'],
  messages: ['messages'],
  safe: ['safe'],
}

/** Which cached queries a change of a Safe makes stale, as query key prefixes. */
export interface SafeChangeQueryKeys {
  /**
   * SafeInfo, when the change touches it. It reloads first: list keys carry its tags (`txQueuedTag`,
   * `collectiblesTag`…), so a list reloaded after it does so once, under its new key.
   */
  safeInfo: QueryKey | undefined
  /** The other queries, each a prefix that matches every variant (currency, trusted, tag…). */
  lists: QueryKey[]
}

/**
 * The query keys to invalidate for a `safe-change` event of the gateway's Safe event stream naming `kinds`: queue →
 * queued transactions, history → history, balances → balances (assets, totals), collectibles → NFTs, messages →
 * messages, safe → SafeInfo. Repeated kinds count once.
 */
export function safeChangeQueryKeys({
  gatewayUrl,
  chainId,
  safe,
  kinds,
}: SafeQueryScope & { kinds: readonly SafeChangeKind[] }): SafeChangeQueryKeys {
  const address = getAddress(safe)
  const keyOf = (resource: string): QueryKey => ['gateway', gatewayUrl, resource, chainId, address]
  const resources = new Set(kinds.filter((kind) => kind !== 'safe').flatMap((kind) => RESOURCES_BY_KIND[kind]))
  return {
    safeInfo: kinds.includes('safe') ? keyOf(RESOURCES_BY_KIND.safe[0]!) : undefined,
    lists: [...resources].map(keyOf),
  }
}
