import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { transactionHistoryQuery } from '../lib/query/transactionHistoryQuery'
import { useRuntimeConfig } from './useRuntimeConfig'
import { useSafeInfo } from './useSafeInfo'

/** The browser's time zone (IANA name): the history's date labels follow the user's calendar days. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/**
 * The Safe's history page by page (the history screen; the past recipients a look-alike is checked against); loads
 * afresh when SafeInfo's history tag moves. Waits for SafeInfo so that the first load is already under its tag's key.
 * `trusted` false includes what the gateway hides by default (docs/spam-and-poisoning.md §2).
 */
export function useTransactionHistory(address: Address, { trusted = true }: { trusted?: boolean } = {}) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const safe = useSafeInfo(address)
  return useInfiniteQuery({
    ...transactionHistoryQuery(
      { gatewayUrl, chainId, safe: address },
      browserTimeZone(),
      { txHistoryTag: safe.data?.txHistoryTag },
      trusted,
    ),
    enabled: safe.status !== 'pending',
  })
}
