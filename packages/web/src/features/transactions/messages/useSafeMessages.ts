import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { safeMessagesQuery } from '../../../lib/query/safeMessagesQuery'

/**
 * The Safe's off-chain messages page by page; reloads when SafeInfo's messages tag moves. Waits for SafeInfo so that
 * the first load is already under its tag's key.
 */
export function useSafeMessages(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const safe = useSafeInfo(address)
  return useInfiniteQuery({
    ...safeMessagesQuery({ gatewayUrl, chainId, safe: address }, { messagesTag: safe.data?.messagesTag }),
    enabled: safe.status !== 'pending',
  })
}
