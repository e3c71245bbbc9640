import type { SuspicionContext, TransactionListPage } from '@strongroom/protocol'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useSafeBalances } from '../assets'
import { trustedTokensOf } from './trustedTokensOf'
import { useKnownAddresses } from './useKnownAddresses'

/**
 * What `assessTransferSuspicion` judges the history's entries with (docs/spam-and-poisoning.md §2): the Safe, its
 * known addresses and the trusted tokens seen in its trusted balances and in `pages`.
 */
export function useSuspicionContext(safe: Address, pages: readonly TransactionListPage[]): SuspicionContext {
  const known = useKnownAddresses(safe)
  const balances = useSafeBalances(safe, { currency: 'USD', trusted: true }).data
  return useMemo(
    () => ({ safe, known, trustedTokens: trustedTokensOf(balances, pages) }),
    [safe, known, balances, pages],
  )
}
