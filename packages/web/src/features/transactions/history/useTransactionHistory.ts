import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { transactionHistoryQuery } from '../../../lib/query/transactionHistoryQuery'

/** The browser's time zone (IANA name): the history's date labels follow the user's calendar days. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/**
 * The Safe's history page by page; loads afresh when SafeInfo's history tag moves. Waits for SafeInfo so that the
 * first load is already under its tag's key.
 */
export function useTransactionHistory(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const safe = useSafeInfo(address)
  return useInfiniteQuery({
    ...transactionHistoryQuery({ gatewayUrl, chainId, safe: address }, browserTimeZone(), {
      txHistoryTag: safe.data?.txHistoryTag,
    }),
    enabled: safe.status !== 'pending',
  })
}
