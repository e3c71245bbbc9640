import type { Address } from 'viem'
import { formatFiat, useSafeFiatTotal } from '../assets'

/**
 * A Safe's total value for lists, the same figure as its dashboard (`useSafeFiatTotal`: currency, token list, hidden
 * tokens). While the balances load it shows an ellipsis; when they cannot be read (gateway without balances, network
 * failure) a dash, so one Safe's failure never breaks the list; a total whose update failed is kept and marked.
 */
export function SafeFiatTotal({ address }: { address: Address }) {
  const { query, currency } = useSafeFiatTotal(address)
  if (query.status === 'pending')
    return (
      <span className="safe-fiat-total" aria-busy="true">
        …<span className="visually-hidden">Loading the balance</span>
      </span>
    )
  if (query.data === undefined)
    return (
      <span className="safe-fiat-total safe-fiat-total--unknown" title="The balance could not be loaded">
        —<span className="visually-hidden">Balance unavailable</span>
      </span>
    )
  const stale = query.status === 'error'
  return (
    <span
      className={stale ? 'safe-fiat-total safe-fiat-total--stale' : 'safe-fiat-total'}
      data-testid="safe-fiat-total"
      title={stale ? 'Not up to date: the latest update failed' : undefined}
    >
      {formatFiat(query.data, currency)}
      {stale ? <span className="visually-hidden"> (not up to date)</span> : null}
    </span>
  )
}
