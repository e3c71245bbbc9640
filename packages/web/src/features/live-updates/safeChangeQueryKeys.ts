import type { SafeChangeKind } from '@strongroom/protocol'
import type { QueryKey } from '@tanstack/react-query'
import { gatewayKeys, SAFE_RESOURCES, type SafeResource, type SafeScope } from '../../lib/query/gatewayKeys'

/**
 * The Safe resources each kind of change makes stale. Dashboard "waiting for your signature" reads the queue query,
 * and Safe lists' totals read the balances query, so both follow with them. A transaction's details change with the
 * queue (a confirmation) and the history (its execution).
 */
const RESOURCES_BY_KIND: Readonly<Record<Exclude<SafeChangeKind, 'safe'>, readonly SafeResource[]>> = {
  queue: [SAFE_RESOURCES.queued, SAFE_RESOURCES.transactions],
  history: [SAFE_RESOURCES.history, SAFE_RESOURCES.transactions],
  balances: [SAFE_RESOURCES.balances],
  collectibles: [SAFE_RESOURCES.collectibles],
  messages: [SAFE_RESOURCES.messages],
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
 * queued transactions and transaction details, history → history and transaction details, balances → balances (assets, totals), collectibles → NFTs, messages →
 * messages, safe → SafeInfo. Repeated kinds count once.
 */
export function safeChangeQueryKeys({
  kinds,
  ...scope
}: SafeScope & { kinds: readonly SafeChangeKind[] }): SafeChangeQueryKeys {
  const resources = new Set(kinds.flatMap((kind) => (kind === 'safe' ? [] : RESOURCES_BY_KIND[kind])))
  return {
    safeInfo: kinds.includes('safe') ? gatewayKeys.safeInfo(scope) : undefined,
    lists: [...resources].map((resource) => gatewayKeys.safeResource(scope, resource)),
  }
}
