import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import { describeTransactionError } from '../../../lib/describeTransactionError'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { useSafeBalances } from '../../assets'
import type { SafeBalanceChange } from '../actions/safeBalanceChangesOf'
import type { SafeTxSimulation } from '../actions/simulateSafeTx'
import type { NativeCurrency } from './DecodedCallView'

/**
 * The simulation's verdict before signing: running, success with the Safe's balance changes (tokens named from the
 * Safe's balances), or the revert reason in words.
 */
export function SimulationResult({
  query,
  safe,
  native,
  chainName,
}: {
  query: UseQueryResult<SafeTxSimulation>
  safe: Address
  native: NativeCurrency
  chainName: string
}) {
  if (query.isPending && query.fetchStatus === 'idle')
    return <p className="new-tx__note">The simulation waits for the Safe’s owners to be read.</p>
  if (query.isPending)
    return (
      <p className="new-tx__note" role="status" data-testid="simulation-running">
        Running the transaction on the node…
      </p>
    )
  if (query.isError)
    return (
      <p className="new-tx__note" data-testid="simulation-unavailable">
        The simulation could not run:{' '}
        {describeTransactionError(query.error, chainName).replace(/^./, (first) => first.toLowerCase())}
      </p>
    )
  const result = query.data
  if (result.outcome === 'revert')
    return (
      <Banner tone="danger" title="This transaction would fail" testId="simulation-revert">
        <p data-testid="simulation-reason">
          Executed now, it would revert: {result.reason}. Signing it is possible, but it would not do what it says.
        </p>
      </Banner>
    )
  return (
    <div data-testid="simulation-success">
      <p className="new-tx__note new-tx__note--success">The transaction succeeds when run now.</p>
      {result.balanceChanges && <BalanceChanges changes={result.balanceChanges} safe={safe} native={native} />}
    </div>
  )
}

function BalanceChanges({
  changes,
  safe,
  native,
}: {
  changes: readonly SafeBalanceChange[]
  safe: Address
  native: NativeCurrency
}) {
  const balances = useSafeBalances(safe, { currency: 'USD', trusted: false }).data
  if (changes.length === 0) return <p className="new-tx__note">The Safe’s balances do not change.</p>
  const tokenOf = (token: Address) =>
    balances?.items.find((item) => item.tokenInfo.address.toLowerCase() === token.toLowerCase())?.tokenInfo
  return (
    <ul className="new-tx__changes" aria-label="The Safe’s balance changes" data-testid="balance-changes">
      {changes.map((change) => {
        const sign = change.delta < 0n ? '−' : '+'
        const size = (change.delta < 0n ? -change.delta : change.delta).toString()
        if (change.kind === 'native')
          return (
            <li key="native">
              {sign}
              {formatTokenAmount(size, native.decimals, { notation: 'exact' })} {native.symbol}
            </li>
          )
        const info = tokenOf(change.token)
        if (change.kind === 'erc721')
          return (
            <li key={`${change.token}-${change.tokenId}`}>
              {sign}
              {info?.symbol ?? 'NFT'} #{change.tokenId.toString()}{' '}
              {!info && <AddressDisplay address={change.token} format="short" />}
            </li>
          )
        return (
          <li key={change.token}>
            {sign}
            {info
              ? `${formatTokenAmount(size, info.decimals ?? 0, { notation: 'exact' })} ${info.symbol}`
              : `${size} units of `}
            {!info && <AddressDisplay address={change.token} format="short" />}
          </li>
        )
      })}
    </ul>
  )
}
