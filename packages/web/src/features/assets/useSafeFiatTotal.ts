import { useMemo } from 'react'
import type { Address } from 'viem'
import type { QueryLike } from '../../components/QueryState'
import { selectVisibleBalances } from './selectVisibleBalances'
import { useFiatCurrency } from './useFiatCurrency'
import { useHiddenTokens } from './useHiddenTokens'
import { useSafeBalances } from './useSafeBalances'
import { useTokenListMode } from './useTokenListMode'

/**
 * A Safe's total value as every screen shows it: in the chosen currency, over the chosen token list (default or all),
 * without the hidden tokens. The Safe list and the dashboard both read it here, so they can never disagree; the
 * balances query is the Assets screen's (one cache entry).
 * @returns the balances query with its data narrowed to the total, and the currency to format it in.
 */
export function useSafeFiatTotal(address: Address | undefined) {
  const [currency] = useFiatCurrency()
  const [mode] = useTokenListMode()
  const { hidden } = useHiddenTokens()
  const balances = useSafeBalances(address, { currency, trusted: mode === 'default' })
  const data = useMemo(
    () => (balances.data === undefined ? undefined : selectVisibleBalances(balances.data, hidden).fiatTotal),
    [balances.data, hidden],
  )
  const { status, error, dataUpdatedAt, refetch } = balances
  const query: QueryLike<string> = { status, data, error, dataUpdatedAt, refetch }
  return { query, currency }
}
