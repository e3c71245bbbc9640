import type { Address } from 'viem'
import { useFiatCurrency } from '../../hooks/useFiatCurrency'
import { useSafeBalances } from '../../hooks/useSafeBalances'
import { formatFiat } from '../../lib/formatFiat'

/**
 * A Safe's total value in the chosen currency, for lists. While the balances load it shows an ellipsis; when they
 * cannot be read (gateway without balances, network failure) a dash, so one Safe's failure never breaks the list.
 */
export function SafeFiatTotal({ address }: { address: Address }) {
  const [currency] = useFiatCurrency()
  const balances = useSafeBalances(address, { currency, trusted: false })
  if (balances.status === 'pending')
    return (
      <span className="safe-fiat-total" aria-busy="true">
        …<span className="visually-hidden">Loading the balance</span>
      </span>
    )
  if (balances.status === 'error')
    return (
      <span className="safe-fiat-total safe-fiat-total--unknown" title="The balance could not be loaded">
        —<span className="visually-hidden">Balance unavailable</span>
      </span>
    )
  return <span className="safe-fiat-total">{formatFiat(balances.data.fiatTotal, currency)}</span>
}
