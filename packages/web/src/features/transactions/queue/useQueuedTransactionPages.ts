import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { queuedTransactionPagesQuery } from '../../../lib/query/queuedTransactionPagesQuery'

/**
 * The Safe's whole queue page by page; reloads when SafeInfo's queue or history tag moves (live updates reload
 * SafeInfo on a change). Waits for SafeInfo so that the first load is already under its tags' key.
 */
export function useQueuedTransactionPages(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const safe = useSafeInfo(address)
  return useInfiniteQuery({
    ...queuedTransactionPagesQuery(
      { gatewayUrl, chainId, safe: address },
      { txQueuedTag: safe.data?.txQueuedTag, txHistoryTag: safe.data?.txHistoryTag },
    ),
    enabled: safe.status !== 'pending',
  })
}
