import type { QueryKey } from '@tanstack/react-query'
import type { SafeQueryScope } from './SafeQueryScope'

/**
 * Whether `queryKey` holds gateway data of the Safe in `scope`, whatever the resource: what a `reset` of the event
 * stream (changes that cannot be replayed) makes stale.
 */
export function isSafeQueryKey(queryKey: QueryKey, { gatewayUrl, chainId, safe }: SafeQueryScope): boolean {
  const [root, url, , chain, address] = queryKey
  return (
    root === 'gateway' &&
    url === gatewayUrl &&
    chain === chainId &&
    typeof address === 'string' &&
    address.toLowerCase() === safe.toLowerCase()
  )
}
