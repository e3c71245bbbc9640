import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { safeIndexingStatusQuery } from '../../lib/query/safeIndexingStatusQuery'

/**
 * Whether the gateway holds a Safe's whole history (docs/rpc-providers.md §5): false while it is still read, so that a
 * list which is empty so far does not say the Safe has no transactions; undefined while the status is unknown. Shares
 * the indexing notice's query (one request for both).
 */
export function useHistoryComplete(address: Address): boolean | undefined {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const status = useQuery(safeIndexingStatusQuery({ gatewayUrl, chainId, safe: address }))
  return status.data === undefined ? undefined : status.data.history.state === 'complete'
}
