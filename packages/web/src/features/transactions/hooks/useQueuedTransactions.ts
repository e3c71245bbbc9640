import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { queuedTransactionsQuery } from '../../../lib/query/queuedTransactionsQuery'

/** The first page of the Safe's transaction queue; reloads when SafeInfo's queue or history tag moves. */
export function useQueuedTransactions(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const safe = useSafeInfo(address).data
  return useQuery(
    queuedTransactionsQuery(
      { gatewayUrl, chainId, safe: address },
      { txQueuedTag: safe?.txQueuedTag, txHistoryTag: safe?.txHistoryTag },
    ),
  )
}
