import type { QueryKey } from '@tanstack/react-query'
import { type Address, getAddress } from 'viem'

/**
 * One Safe's gateway data: which gateway, which chain, which Safe. Every query of that Safe starts with
 * {@link gatewayKeys.safe} of it, so "all of this Safe's data" is one prefix.
 */
export interface SafeScope {
  gatewayUrl: string
  chainId: number
  safe: Address
}

/** The change tags of SafeInfo (epoch-second strings, docs/gateway-api.md §4.1) a list may be keyed by. */
export type SafeTagName = 'txQueuedTag' | 'txHistoryTag' | 'collectiblesTag' | 'messagesTag'

/** The tags a list is keyed by, by name; the list reloads under a new key when one of them moves. */
export type SafeTags = Partial<Record<SafeTagName, string | undefined>>

/**
 * The Safe-scoped resources, each the element after {@link gatewayKeys.safe}. Live updates name these to reload
 * exactly what a change touched; a new Safe-scoped query joins live updates by adding its resource here.
 */
export const SAFE_RESOURCES = {
  info: 'info',
  balances: 'balances',
  queued: 'queued',
  history: 'history',
  collectibles: 'collectibles',
  messages: 'messages',
  /** One transaction's details (confirmations change with the queue, the status with the history). */
  transactions: 'transactions',
  /** How far back the gateway holds the history (it moves with the backfill, read by polling). */
  indexing: 'indexing',
} as const

/** One of {@link SAFE_RESOURCES}. */
export type SafeResource = (typeof SAFE_RESOURCES)[keyof typeof SAFE_RESOURCES]

/**
 * Every TanStack Query key of gateway data, built here and nowhere else. Keys are nested so that each level is a
 * prefix of the next: `all` › `chain` › `safe` › one resource › its parameters, and `all` › `account` › one resource.
 * Invalidate by a prefix from here (`queryClient.invalidateQueries({ queryKey: gatewayKeys.safe(scope) })`), never
 * by picking key elements by position.
 */
export const gatewayKeys = {
  /** Everything read from one gateway. */
  all: (gatewayUrl: string) => ['gateway', gatewayUrl] as const,
  /** `GET /v1/balances/supported-fiat-codes`. */
  fiatCodes: (gatewayUrl: string) => [...gatewayKeys.all(gatewayUrl), 'fiat-codes'] as const,
  /** Everything of one chain. */
  chain: (gatewayUrl: string, chainId: number) => [...gatewayKeys.all(gatewayUrl), 'chain', chainId] as const,
  /** `GET /v1/chains/{chainId}`. */
  chainInfo: (gatewayUrl: string, chainId: number) => [...gatewayKeys.chain(gatewayUrl, chainId), 'info'] as const,
  /** `GET /v1/chains/{chainId}/safe-apps?client_url=`: the registry's apps for the web app at `clientUrl`. */
  safeApps: (gatewayUrl: string, chainId: number, clientUrl: string) =>
    [...gatewayKeys.chain(gatewayUrl, chainId), 'safe-apps', clientUrl] as const,
  /** `GET /v1/chains/{chainId}/contracts/{address}`: the name and ABI the gateway knows a contract by. */
  contractInfo: (gatewayUrl: string, chainId: number, address: Address) =>
    [...gatewayKeys.chain(gatewayUrl, chainId), 'contract', getAddress(address)] as const,
  /** Every owner's Safe list on the chain (refreshed after creating a Safe). */
  ownedSafesAll: (gatewayUrl: string, chainId: number) =>
    [...gatewayKeys.chain(gatewayUrl, chainId), 'owned-safes'] as const,
  /** `GET /v1/chains/{chainId}/owners/{owner}/safes`. */
  ownedSafes: (gatewayUrl: string, chainId: number, owner: Address) =>
    [...gatewayKeys.ownedSafesAll(gatewayUrl, chainId), getAddress(owner)] as const,
  /** Every query of one Safe (the address checksummed, whatever case it came in). */
  safe: ({ gatewayUrl, chainId, safe }: SafeScope) =>
    [...gatewayKeys.chain(gatewayUrl, chainId), 'safe', getAddress(safe)] as const,
  /** Every variant of one resource of a Safe (all currencies of the balances, every page of the queue…). */
  safeResource: (scope: SafeScope, resource: SafeResource) => [...gatewayKeys.safe(scope), resource] as const,
  /** `GET /v1/chains/{chainId}/safes/{address}`. */
  safeInfo: (scope: SafeScope) => gatewayKeys.safeResource(scope, SAFE_RESOURCES.info),
  /** `GET /v1/chains/{chainId}/safes/{address}/indexing`. */
  indexing: (scope: SafeScope) => gatewayKeys.safeResource(scope, SAFE_RESOURCES.indexing),
  /** `GET …/balances/{currency}?trusted=`. */
  balances: (scope: SafeScope, { currency, trusted }: { currency: string; trusted: boolean }) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.balances), currency.toUpperCase(), trusted] as const,
  /** `GET …/transactions/queued`, keyed by the tags that say when it changed. */
  queued: (scope: SafeScope, tags: SafeTags) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.queued), { tags }] as const,
  /** `GET …/transactions/queued` page by page (the queue screen), keyed by the same tags as {@link gatewayKeys.queued}. */
  queuedPages: (scope: SafeScope, tags: SafeTags) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.queued), 'pages', { tags }] as const,
  /** `GET …/nonces`: moves with the queue, so it sits under the queue's resource and reloads with it. */
  nonces: (scope: SafeScope) => [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.queued), 'nonces'] as const,
  /** `POST /v2/…/multisig-transactions/estimations` of one call; the answer's nonces move with the queue too. */
  safeTxGasEstimation: (scope: SafeScope, call: { to: Address; value: string; data: string; operation: 0 | 1 }) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.queued), 'estimation', call] as const,
  /**
   * `GET …/transactions/history` page by page, in one time zone (its date labels depend on it); `trusted` false keeps
   * the transfers the gateway hides by default (docs/spam-and-poisoning.md §2).
   */
  history: (scope: SafeScope, timezone: string, tags: SafeTags, trusted = true) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.history), timezone, trusted, { tags }] as const,
  /** `GET …/messages` page by page. */
  messages: (scope: SafeScope, tags: SafeTags) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.messages), { tags }] as const,
  /** `GET /v1/chains/{chainId}/transactions/{id}` of a transaction of this Safe. */
  transactionDetails: (scope: SafeScope, transactionId: string) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.transactions), transactionId] as const,
  /** `GET /v2/chains/{chainId}/delegates?safe=`: the Safe's proposers. */
  delegates: (scope: SafeScope) => [...gatewayKeys.safe(scope), 'delegates'] as const,
  /** `GET …/collectibles`, keyed by the tag that says when it changed. */
  collectibles: (scope: SafeScope, tags: SafeTags) =>
    [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.collectibles), { tags }] as const,
  /** `GET /v1/auth/me`: the session this browser holds, if any. */
  session: (gatewayUrl: string) => [...gatewayKeys.all(gatewayUrl), 'session'] as const,
  /** Everything that needs a session, of every account (dropped on sign-out). */
  accounts: (gatewayUrl: string) => [...gatewayKeys.all(gatewayUrl), 'account'] as const,
  /** Everything of one signed-in account (needs its session). */
  account: (gatewayUrl: string, account: Address) =>
    [...gatewayKeys.accounts(gatewayUrl), getAddress(account)] as const,
  /** `GET /v1/address-book`. */
  addressBook: (gatewayUrl: string, account: Address) =>
    [...gatewayKeys.account(gatewayUrl, account), 'address-book'] as const,
  /** `GET /v1/user/settings`. */
  userSettings: (gatewayUrl: string, account: Address) =>
    [...gatewayKeys.account(gatewayUrl, account), 'settings'] as const,
}

/** The SafeInfo tags a key from {@link gatewayKeys} carries (`queued`, `collectibles`), or none. */
export function tagsOfKey(queryKey: QueryKey): SafeTags {
  const last = queryKey.at(-1)
  if (typeof last !== 'object' || last === null || !('tags' in last)) return {}
  return (last as { tags: SafeTags }).tags
}
